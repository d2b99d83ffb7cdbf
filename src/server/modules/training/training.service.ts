import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_LABELS_PER_CLASS, MIN_LABELS_PER_CLASS } from '../../../shared/citation.schema.ts';
import { trainingMessages } from '../../../shared/messages.ts';
import { screeningMessages } from '../../../shared/screening.messages.ts';
import { MAX_ITERATIONS } from '../../../shared/training.schema.ts';
import { TrainingRun, type UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { labelCounts } from '../citations/citation-labels.sql.ts';
import { tidyCitationsLater } from '../../coordination/tidy-citations.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { claimTraining, completeTraining } from './training-claim.ts';
import { moveLateLabels } from './training.sql.ts';
import { DEFAULT_LEASE_MS } from '../../coordination/project-claim.ts';
import { fitProject, lastEventId, rescoreThenRecord, runFields } from './project-fit.ts';
import { fitProjectCalibration } from './score-calibration.ts';
import { readingOfIteration } from './iteration-reading.ts';
import { toRunOutput } from './training-runs.ts';

function checkLabelCounts(relevant: number, irrelevant: number): void {
  if (relevant < MIN_LABELS_PER_CLASS || irrelevant < MIN_LABELS_PER_CLASS) {
    throw new DomainError('BAD_REQUEST', trainingMessages.notEnough(relevant, irrelevant), undefined, {
      title: trainingMessages.notEnoughTitle,
    });
  }
  if (relevant > MAX_LABELS_PER_CLASS || irrelevant > MAX_LABELS_PER_CLASS) {
    throw new DomainError('BAD_REQUEST', trainingMessages.tooMany, undefined, { title: trainingMessages.tooManyTitle });
  }
}

/**
 * On the embedded database, scores are written this many at a time, each batch a short statement (~20 ms at
 * 100,000 citations) between which other requests' statements run; the request waits for all of them, so
 * larger than the continuous retrain's, which runs in the background.
 */
const WRITE_BATCH = 500;

/**
 * Trains on every label of every iteration (removed duplicates excluded), scores every active citation, then
 * records the run with its model and moves the project to the next iteration in one transaction. An interrupted
 * training, even a killed server, leaves the previous model, iteration and scores as they were (rescoreThenRecord).
 * A continuous project is retrained in the background instead (background-retrain.ts).
 */
export async function trainProject(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  claimLeaseMs = DEFAULT_LEASE_MS,
) {
  const project = await requireProjectAccess(em, actor, projectId, 'lead');
  if (project.screening_mode === 'continuous') throw new DomainError('CONFLICT', screeningMessages.trainsItself);
  // Refused by the workflow, like a label at that point (409); 400 stays the label counts' refusal.
  if (project.current_iteration >= MAX_ITERATIONS) throw new DomainError('CONFLICT', trainingMessages.maxIterations);
  const counts = await labelCounts(em, project.id, project.current_iteration);
  checkLabelCounts(counts.relevant, counts.irrelevant);
  const release = await claimTraining(em, project.id, project.current_iteration, claimLeaseMs);
  try {
    const calibration = await fitProjectCalibration(em, project.id, project.current_iteration);
    const seen = await lastEventId(em, project.id);
    // How this iteration was read, while the scores are still those it was read by ("Still to find").
    const reading = await readingOfIteration(em, project.id, project.current_iteration);
    const fit = await fitProject(em, project.id, project.id * 1000 + project.current_iteration);
    const { run, scored } = await rescoreThenRecord(
      em,
      project.id,
      fit,
      { batch: WRITE_BATCH, atomicOnPostgres: true },
      async (tx) => {
        const trained = await fit.fitted;
        await completeTraining(tx, project.id, project.current_iteration);
        const created = tx.create(TrainingRun, {
          ...runFields(tx, project.id, fit, trained),
          iteration: project.current_iteration + 1,
          last_event_id: seen,
          metrics: { ...trained.metrics, ...calibration, reading },
        });
        await tx.flush();
        // Labels given while the model trained were not part of it: they belong to the new iteration, not a locked one.
        await moveLateLabels(
          tx,
          project.id,
          project.current_iteration,
          fit.labelled.map((d) => d.id),
        );
        return { run: created, scored: trained.scored };
      },
    );
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
