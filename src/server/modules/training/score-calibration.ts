import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';
import { fitCalibration, type Calibration } from '../../ml/ranker/calibration.ts';

interface ScoredLabel {
  score: number;
  relevant: boolean;
}

/**
 * The labels of this iteration still carry the score the previous model gave them before anyone looked:
 * out-of-sample evidence of what a score means. Each training keeps them (`scored_labels`) and fits Platt
 * scaling on those of every iteration so far (`calibration`), for the estimate of relevant citations left.
 */
export async function fitProjectCalibration(em: EntityManager, projectId: number, iteration: number) {
  const fresh = await query(
    em,
    sql<ScoredLabel>`select relevance_score as score, is_relevant as relevant from citation
                      where project_id = ${projectId} and duplicate_of is null and iteration = ${iteration}
                        and is_relevant is not null and relevance_score is not null`,
  );
  const earlier = await query(
    em,
    sql<{
      pairs: ScoredLabel[] | null;
    }>`select metrics->'scored_labels' as pairs from training_run where project_id = ${projectId}`,
  );
  const all = [...earlier.flatMap((r) => r.pairs ?? []), ...fresh];
  const calibration = fitCalibration(
    all.map((p) => p.score),
    all.map((p) => p.relevant),
  );
  return { scored_labels: fresh, calibration };
}

/**
 * How many relevant citations the unlabelled ones probably still hold: the sum of their calibrated
 * probabilities under the latest model. Null until a training had labels scored before they were given.
 */
export async function estimateRelevantRemaining(em: EntityManager, projectId: number): Promise<number | null> {
  const [run] = await query(
    em,
    sql<{ calibration: Calibration | null }>`select metrics->'calibration' as calibration from training_run
                                              where project_id = ${projectId} order by iteration desc, id desc limit 1`,
  );
  const c = run?.calibration;
  if (!c) return null;
  const [row] = await query(
    em,
    sql<{
      estimate: number | null;
    }>`select sum(1 / (1 + exp(-(${c.a}::float8 * relevance_score + ${c.b}::float8))))::float8 as estimate
                                       from citation where project_id = ${projectId} and duplicate_of is null and is_relevant is null
                                        and relevance_score is not null`,
  );
  return Math.round((row?.estimate ?? 0) * 10) / 10;
}
