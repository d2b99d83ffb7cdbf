/**
 * BENCH_SLOW_SQL=ms for the benchmarks on the embedded database: prints each statement that held the server's
 * thread longer than that (PGlite runs on the server's thread), to find what stalls everyone, with the clock's
 * milliseconds in front (as BENCH_TRACE's timeline). The time counts from the call, a wait in PGlite's queue
 * included. Statements inside a transaction go through PGlite's transaction object and are not seen one by one:
 * a transaction that held the database longer is printed whole, from its BEGIN to its end, with its first statement.
 */
/** The benchmarks' time stamps: the wall clock's milliseconds, the same in every thread of the process. */
export const clock = () => String(Date.now() % 1e6).padStart(6, '0');

export async function reportSlowStatements(thresholdMs: number): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const transaction = PGlite.prototype.transaction;
  PGlite.prototype.transaction = function (this: InstanceType<typeof PGlite>, callback) {
    return transaction.call(this, async (tx) => {
      const started = performance.now();
      let first = '';
      const txQuery = tx.query.bind(tx);
      tx.query = (...args: Parameters<typeof tx.query>) => {
        first ||= String(args[0]);
        return txQuery(...args);
      };
      try {
        return await callback(tx);
      } finally {
        const took = performance.now() - started;
        if (took > thresholdMs)
          console.log(`${clock()} slow transaction ${took.toFixed(0)} ms: ${first.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
    });
  } as typeof transaction;
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
