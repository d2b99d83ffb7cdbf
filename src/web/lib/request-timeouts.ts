import type { TRPCLink } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '../../server/trpc/app.router.ts';

type Inputs = inferRouterInputs<AppRouter>;
/** "admin.stats", "dedup.run", ...: every procedure of the API. */
export type ProcedurePath = { [R in keyof Inputs]: `${R & string}.${keyof Inputs[R] & string}` }[keyof Inputs];

/** Spec section 9: a request gives up after 10 s unless it is one of the slow ones below. */
export const DEFAULT_TIMEOUT_MS = 10_000;

const timeouts: Partial<Record<ProcedurePath, number>> = {
  'health.check': 5_000,
  'projects.delete': 30_000,
  'dedup.run': 120_000,
  'training.train': 30_000,
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
