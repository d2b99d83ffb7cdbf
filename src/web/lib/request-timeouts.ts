import type { TRPCLink } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/app.router.ts';
import { RUN_TIMEOUT_MS } from './dedup-run.policy.ts';
import { DELETE_TIMEOUT_MS } from './project-delete.policy.ts';

type Inputs = inferRouterInputs<AppRouter>;
/** "admin.stats", "dedup.run", ...: every procedure of the API. */
export type ProcedurePath = { [R in keyof Inputs]: `${R & string}.${keyof Inputs[R] & string}` }[keyof Inputs];

/** A request gives up after 10 s unless it is one of the slow ones below. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** Creating a project with files goes over REST (multipart with progress), so it takes this directly. */
export const CREATE_WITH_FILES_TIMEOUT_MS = 120_000;

/** Adding citation files to a project goes over REST too (spec section 9: "Citation file upload", 90 s). */
export const UPLOAD_FILE_TIMEOUT_MS = 90_000;

// Hooks that pass their own signal (dedup run, project delete) use the same figures from their policies.
const timeouts: Partial<Record<ProcedurePath, number>> = {
  'health.check': 5_000,
  'projects.delete': DELETE_TIMEOUT_MS,
  'dedup.run': RUN_TIMEOUT_MS,
  'training.train': 30_000,
  'citations.add': UPLOAD_FILE_TIMEOUT_MS,
};

export const timeoutFor = (path: string): number => timeouts[path as ProcedurePath] ?? DEFAULT_TIMEOUT_MS;

/**
 * tRPC link giving each call its timeout. A call that brings its own signal (a hook with its own
 * timeout, a cancel button) keeps it as it is; every other call gets the table's.
 */
export const timeoutLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    next({ ...op, signal: op.signal ?? AbortSignal.timeout(timeoutFor(op.path)) });
