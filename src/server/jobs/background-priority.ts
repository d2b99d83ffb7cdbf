import { setPriority } from 'node:os';

/** Linux nice value of worker threads: under contention the main thread gets ~90 % of a core (weights 1024 : 110). */
export const BACKGROUND_NICE = 10;

/**
 * Called first thing in every worker. On Linux a thread's nice value is its own, so bulk work (reading a
 * file, duplicate search, training) gives way to the main thread's requests when the cores are busy, and
 * runs at full speed when they are not. Where the system refuses or does not support it, nothing changes.
 */
export function yieldToRequests(): void {
  try {
    setPriority(BACKGROUND_NICE);
  } catch {
    // Not permitted or not supported here: the worker runs at the normal priority.
  }
}
