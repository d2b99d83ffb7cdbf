import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { MAX_LABELS_PER_CLASS, MIN_LABELS_PER_CLASS } from '../../../shared/citation.schema.ts';
import { trainingMessages } from '../../../shared/messages.ts';
import { MAX_ITERATIONS } from '../../../shared/training.schema.ts';
import { Project, TrainingRun, type UserEntity } from '../../db/entities/index.ts';
import { query } from '../../db/sql.ts';
import { DomainError } from '../../errors.ts';
import { AsyncQueue } from '../../jobs/async-queue.ts';
import { trainOffThread, type ScoreChunk } from '../../jobs/train.job.ts';
import { labelCounts } from '../citations/citation-labels.service.ts';
import { ensureTokens } from '../citations/citation-tokens.service.ts';
import { activeTokenPages } from '../citations/token-pages.ts';
import { tidyCitationsLater } from '../citations/tidy-citations.ts';
import { accessibleProject } from '../projects/project-access.ts';
import { claimTraining, completeTraining } from './training-claim.ts';
import { DEFAULT_LEASE_MS } from '../projects/project-claim.ts';
import { fitProjectCalibration } from './score-calibration.ts';
import { toRunOutput } from './training-runs.ts';

function checkLabelCounts(relevant: number, irrelevant: number): void {
  if (relevant < MIN_LABELS_PER_CLASS || irrelevant < MIN_LABELS_PER_CLASS) {
    throw new DomainError('BAD_REQUEST', trainingMessages.notEnough(relevant, irrelevant), undefined, { title: trainingMessages.notEnoughTitle });
  }
  if (relevant > MAX_LABELS_PER_CLASS || irrelevant > MAX_LABELS_PER_CLASS) {
    throw new DomainError('BAD_REQUEST', trainingMessages.tooMany, undefined, { title: trainingMessages.tooManyTitle });
  }
}

/**
 * Trains on every label of every iteration (removed duplicates excluded), scores every active citation,
 * records the run with its model and moves the project to the next iteration — all written in one
 * transaction, so an interrupted training leaves the previous model and iteration as they were.
 */
export async function trainProject(em: EntityManager, actor: UserEntity, projectId: number, claimLeaseMs = DEFAULT_LEASE_MS) {
  const project = await accessibleProject(em, actor, projectId);
  if (project.current_iteration >= MAX_ITERATIONS) throw new DomainError('BAD_REQUEST', trainingMessages.maxIterations);
  const counts = await labelCounts(em, project.id, project.current_iteration);
  checkLabelCounts(counts.relevant, counts.irrelevant);
  const release = await claimTraining(em, project.id, project.current_iteration, claimLeaseMs);
  try {
    await ensureTokens(em, project.id);
    const calibration = await fitProjectCalibration(em, project.id, project.current_iteration);
    const started = performance.now();
    // The labels the model learns from, noted as the citations pass on their way to the worker.
    const labelled: Array<{ id: number; label: boolean }> = [];
    async function* pagesNotingLabels() {
      for await (const page of activeTokenPages(em, project.id)) {
        for (const { id, label } of page) if (label !== null) labelled.push({ id, label });
        yield page;
      }
    }
    // The scores come a chunk at a time once the model is made; the transaction (on PGlite the only
    // connection) opens with the first, after every page is read, and writes each chunk while the worker
    // scores the next.
    const chunks = new AsyncQueue<ScoreChunk>();
    // The training's duration ends with the worker's answer, as before the scores were written meanwhile.
    const training = trainOffThread(pagesNotingLabels(), project.id * 1000 + project.current_iteration, (chunk) => chunks.push(chunk)).then(
      (fitted) => ({ ...fitted, durationMs: Math.round(performance.now() - started) }),
    );
    training.then(
      () => chunks.end(),
      (error: unknown) => chunks.fail(error),
    );
    await chunks.ready();
    const { run, scored } = await em.transactional(async (tx) => {
      await completeTraining(tx, project.id, project.current_iteration);
      for await (const { ids, scores } of chunks) {
        await query(
          tx,
          sql`update citation c set relevance_score = u.score
                from unnest(${Array.from(ids)}::int[], ${Array.from(scores)}::float8[]) as u(id, score)
               where c.id = u.id`,
        );
      }
      const trained = await training;
      const created = tx.create(TrainingRun, {
        project: tx.getReference(Project, project.id),
        iteration: project.current_iteration + 1,
        model_name: trained.model.name,
        parameters: trained.parameters,
        training_size: labelled.length,
        relevant_count: labelled.filter((d) => d.label).length,
        irrelevant_count: labelled.filter((d) => !d.label).length,
        feature_count: trained.model.vocabulary.terms.length,
        duration_ms: trained.durationMs,
        metrics: { ...trained.metrics, ...calibration },
        model: trained.model as unknown as Record<string, unknown>,
      });
      await tx.flush();
      // Labels given while the model trained were not part of it: they belong to the new iteration, not a locked one.
      await query(
        tx,
        sql`update citation set iteration = ${project.current_iteration + 1}
             where project_id = ${project.id} and iteration = ${project.current_iteration} and is_relevant is not null
               and id <> all(${labelled.map((d) => d.id)}::int[])`,
      );
      return { run: created, scored: trained.scored };
    });
    tidyCitationsLater(em, project.id, scored);
    return {
      message: trainingMessages.trained(run.iteration, scored),
      current_iteration: run.iteration,
      scored,
      training_run: toRunOutput(run),
    };
  } finally {
    await release();
  }
}
