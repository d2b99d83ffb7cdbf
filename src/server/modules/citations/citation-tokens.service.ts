import type { EntityManager } from '@mikro-orm/postgresql';
import { openWorker, type WorkerSession } from '../../jobs/run-worker.ts';
import { WORKER_LANES } from '../../jobs/worker-lanes.ts';
import { claimOrWait } from '../../coordination/project-claim.ts';
import { sharedRun } from '../../coordination/shared-runs.ts';
import { tidyCitations } from '../../coordination/tidy-citations.ts';
import { anyUntokenised, untokenisedBatch, writeTokens, type Pending, type Tokenised } from './citation-tokens.sql.ts';

const WORKER = new URL('../../jobs/tokenize.worker.ts', import.meta.url);
/** Each lane keeps one worker for its batches (the tokeniser loads once). */
const BATCH = 5000;
const LANES = WORKER_LANES;

/** Tokenises the citations of one lane (id modulo LANES), a batch at a time; answers how many. */
async function tokenizeLane(em: EntityManager, projectId: number, lane: number): Promise<number> {
  // Opened for the first batch: a lane with nothing to do loads no tokeniser.
  let worker: WorkerSession<Pending[], Tokenised> | undefined;
  try {
    for (let done = 0; ;) {
      const batch = await untokenisedBatch(em, projectId, { lane, lanes: LANES, limit: BATCH });
      if (batch.length === 0) return done;
      worker ??= openWorker(WORKER);
      const reply = await worker.run(batch);
      if (!reply.ok) throw new Error(`tokenising citations failed: ${reply.error.message}`);
      await writeTokens(em, reply.value);
      done += batch.length;
    }
  } finally {
    await worker?.close();
  }
}

async function tokenizeBatches(em: EntityManager, projectId: number): Promise<void> {
  // Settled, not Promise.all: a failing lane must not leave the other writing after the run is over.
  const lanes = await Promise.allSettled(Array.from({ length: LANES }, (_, lane) => tokenizeLane(em, projectId, lane)));
  const failed = lanes.find((l) => l.status === 'rejected');
  if (failed) throw failed.reason;
  const written = lanes.reduce((n, l) => n + (l.status === 'fulfilled' ? l.value : 0), 0);
  // A bulk import leaves the planner's statistics behind: label and list queries would otherwise be
  // planned for an empty table.
  await tidyCitations(em, written);
}

/**
 * Another instance may be tokenising the project already: then this one waits for it and afterwards
 * does what is still missing (citations imported meanwhile), rather than tokenising the same rows twice.
 */
async function tokenizeMissing(em: EntityManager, projectId: number): Promise<void> {
  // The common case, asked by every list request: nothing to do, known from one probe of a partial index.
  if (!(await anyUntokenised(em, projectId))) return;
  let claim = await claimOrWait(em, projectId, 'tokens');
  while (claim === 'done-elsewhere') claim = await claimOrWait(em, projectId, 'tokens');
  try {
    await tokenizeBatches(em, projectId);
  } finally {
    await claim();
  }
}

/**
 * Makes sure every citation of the project has its lemma tokens (wink-nlp, in a worker thread, once per
 * citation). Import starts it in the background; keyword and filter requests await it. Calls for the same
 * project in this process share one run; across instances the database claim keeps it to one.
 */
export const ensureTokens = (em: EntityManager, projectId: number): Promise<void> =>
  sharedRun(em, 'tokens', projectId, () => tokenizeMissing(em, projectId));
