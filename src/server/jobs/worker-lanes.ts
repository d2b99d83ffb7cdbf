import { availableParallelism } from 'node:os';

/**
 * How many worker threads one heavy job (reading an upload's files, tokenising) runs at once: two, but
 * always a core left for the server's own thread and the database. On the 2-core machine the goals are set
 * on, two lanes held both cores during a large import while every other user's click waited for a turn
 * (docs/performance.md, Load).
 */
export const WORKER_LANES = Math.max(1, Math.min(2, availableParallelism() - 1));
