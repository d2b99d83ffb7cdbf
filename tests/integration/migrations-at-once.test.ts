import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/orm.ts';
import { createDatabase, dropDatabase } from '../helpers/temp-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('instances starting at once on a new PostgreSQL database', () => {
  it(
    'all start: one applies the migrations, the others try again and find nothing to do',
    { timeout: 120_000 },
    async () => {
      const name = `screener_at_once_${process.pid}_${Date.now()}`;
      const url = await createDatabase(serverUrl!, name);
      try {
        const started = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ url })));
        const failed = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
        for (const s of started) if (s.status === 'fulfilled') await s.value.close();
        expect(failed).toEqual([]);
        const orm = await openDatabase({ url });
        try {
          const [row] = await orm.em
            .fork()
            .execute('select count(*)::int as n, count(distinct name)::int as names from mikro_orm_migrations');
          expect(row!.n).toBe(row!.names);
          expect(row!.n).toBeGreaterThan(30);
        } finally {
          await orm.close();
        }
      } finally {
        await dropDatabase(serverUrl!, name);
      }
    },
  );
});
