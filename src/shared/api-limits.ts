/**
 * The most procedure calls one batched tRPC request may carry (the server answers a larger batch 400 and runs none of
 * it; the clients' batch links split theirs at this size). A batch runs its calls at once, so without a bound one
 * request could start hundreds of list reads, keyword counts or password checks, past every per-request limit.
 */
export const TRPC_MAX_BATCH = 50;
