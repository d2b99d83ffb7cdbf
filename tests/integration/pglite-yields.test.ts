import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/orm.ts';

/** How many turns the event loop took while `work` ran (a setImmediate chain advances once per turn). */
async function turnsDuring(work: () => Promise<void>): Promise<number> {
  let turns = 0;
  let running = true;
  const turn = () => {
    turns++;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  await new Promise<void>((resolve) => setImmediate(resolve));
  const before = turns;
  await work();
  running = false;
  return turns - before;
}

describe('the embedded database lets the server answer between statements', () => {
  it('yields after each statement, inside a transaction too', async () => {
    const orm = await openDatabase({ memory: true });
    try {
      const statements = 30;
      const alone = await turnsDuring(async () => {
        for (let i = 0; i < statements; i++) await orm.em.fork().getConnection().execute('select 1');
      });
      const inTransaction = await turnsDuring(() =>
        orm.em.fork().transactional(async (em) => {
          for (let i = 0; i < statements; i++) await em.execute('select 1');
        }),
      );
      expect(alone).toBeGreaterThanOrEqual(statements);
      expect(inTransaction).toBeGreaterThanOrEqual(statements);
    } finally {
      await orm.close();
    }
  });

  it('does not write each new WAL file full of zeros in the statement that needed it', async () => {
    const orm = await openDatabase({ memory: true });
    try {
      const [setting] = await orm.em.fork().getConnection().execute('show wal_init_zero');
      expect(setting).toEqual({ wal_init_zero: 'off' });
    } finally {
      await orm.close();
    }
  });
});
