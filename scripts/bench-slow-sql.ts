/**
 * BENCH_SLOW_SQL=ms for the benchmarks on the embedded database: prints each statement that held the server's
 * thread longer than that (PGlite runs on the server's thread), to find what stalls everyone, with the clock's
 * milliseconds in front (as BENCH_TRACE's timeline). The time counts from the call, a wait in PGlite's queue
 * included. Statements inside a transaction go through PGlite's transaction object and are not seen: a stall
 * the timeline shows with no slow statement beside it may be one (time the transaction's steps to find it).
 */
/** The benchmarks' time stamps: the wall clock's milliseconds, the same in every thread of the process. */
export const clock = () => String(Date.now() % 1e6).padStart(6, '0');

export async function reportSlowStatements(thresholdMs: number): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  for (const name of ['query', 'exec'] as const) {
    const original = PGlite.prototype[name] as (...args: unknown[]) => Promise<unknown>;
    (PGlite.prototype as unknown as Record<string, unknown>)[name] = async function (
      this: unknown,
      ...args: unknown[]
    ) {
      const started = performance.now();
      try {
        return await original.apply(this, args);
      } finally {
        const took = performance.now() - started;
        if (took > thresholdMs)
          console.log(
            `${clock()} slow statement ${took.toFixed(0)} ms: ${String(args[0]).replace(/\s+/g, ' ').slice(0, 160)}`,
          );
      }
    };
  }
}
