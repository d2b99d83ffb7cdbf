import { TRPCClientError } from '@trpc/client';
import { projectScreenMessages as text } from '../../shared/project-screen.messages.ts';

/** A delete gets 30 s, and up to 3 attempts when the network fails, 2 s then 4 s apart. */
export const DELETE_TIMEOUT_MS = 30_000;
const DELETE_ATTEMPTS = 3;
const FIRST_RETRY_DELAY_MS = 2_000;

/** No answer came back at all: the network, CORS or the timeout, rather than an error from the server. */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof TRPCClientError && !error.data;
}

// A timed-out delete may still be running on the server, so only a request that never got through is repeated.
const isTimeout = (error: unknown) => {
  const name = (error as { cause?: { name?: string } }).cause?.name;
  return name === 'TimeoutError' || name === 'AbortError';
};

/** TanStack Query's retry option: failureCount is 0 after the first failure. */
export const retryDelete = (failureCount: number, error: unknown) =>
  failureCount < DELETE_ATTEMPTS - 1 && isConnectionFailure(error) && !isTimeout(error);

/** TanStack Query's retryDelay option: 2 s before the second attempt, 4 s before the third. */
export const deleteRetryDelay = (failureCount: number) => FIRST_RETRY_DELAY_MS * 2 ** failureCount;

export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}

/** The description of the "Error deleting project" toast: 404 and 403 have texts of their own, the rest one text. */
export function deleteFailureText(error: unknown): string {
  const status = httpStatusOf(error);
  if (status === 404) return text.deleteNotFound;
  if (status === 403) return text.deleteForbidden;
  return text.deleteOther;
}
