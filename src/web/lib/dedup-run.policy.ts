import { TRPCClientError } from '@trpc/client';
import type { DedupRunResult } from '../../shared/dedup.schema.ts';
import { dedupScreenMessages as text } from '../../shared/dedup-screen.messages.ts';
import { messages } from '../../shared/messages.ts';
import type { ProjectOutput } from '../../shared/project.schema.ts';

/** A duplicate run may take 120 s; the success toast stays 8 s; the project is read again 1 s later. */
export const RUN_TIMEOUT_MS = 120_000;
export const SUCCESS_TOAST_SECONDS = 8;
export const REFRESH_AFTER_MS = 1_000;

// The request's own timeout signal is the only thing that aborts it.
const isTimeout = (error: unknown) => {
  const name = (error as { cause?: { name?: string } }).cause?.name;
  return name === 'TimeoutError' || name === 'AbortError';
};

/** The description of the "Failed to remove duplicates" toast (a timeout says the server may still be at work). */
export function runFailureText(error: unknown): string {
  if (isTimeout(error)) return text.removeTimeout;
  if (error instanceof TRPCClientError && !error.data) return messages.noResponse;
  return error instanceof Error && error.message ? error.message : messages.serverError;
}

/**
 * The project as the run left it, so the page shows the new counts at once; the refresh a second
 * later replaces this with the server's own figures.
 */
export function projectAfterRun(project: ProjectOutput, result: DedupRunResult): ProjectOutput {
  const removed = project.duplicates_removed + result.duplicates_count;
  return {
    ...project,
    duplicatesRemoved: true,
    duplicates_removed: removed,
    duplicates_count: removed,
    citations_count: result.citations_count,
    unique_citations: result.unique_citations,
    removal_strategy: result.removal_strategy,
    processing_summary: result.processing_summary,
  };
}
