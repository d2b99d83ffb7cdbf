import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';
import { fitCalibration } from '../../ml/ranker/calibration.ts';

interface ScoredLabel {
  score: number;
  relevant: boolean;
}

/**
 * The labels of this iteration still carry the score the previous model gave them before anyone looked:
 * out-of-sample evidence of what a score means. Each training keeps them (`scored_labels`) and fits Platt
 * scaling on those of every iteration so far (`calibration`), kept with the training (read by no screen: "Still to find" replaced the estimate made from it, docs/ranking.md).
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
