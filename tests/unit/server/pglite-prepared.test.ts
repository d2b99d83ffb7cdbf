import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparingQuery } from '../../../src/server/db/pglite-prepared.ts';

const MARKED =
  '/* prepared */ select id, name, tags from item where id = any($1::int[]) and ($2::text is null or name <> $2) order by id';

describe('marked statements on the embedded database', () => {
  let pglite: PGlite;
  let query: PGlite['query'];
  const preparedCount = async () =>
    Number((await pglite.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]!.n);

  beforeAll(async () => {
    pglite = await PGlite.create();
    await pglite.exec(`create table item (id int primary key, name text, tags text[]);
                       insert into item values (1, 'one', '{a,b}'), (2, 'it''s two', null), (3, 'three', '{}');`);
    query = preparingQuery(pglite, pglite.query.bind(pglite), false);
  });
  afterAll(() => pglite.close());

  it('answer what the plain statement answers, and are prepared once under one name', async () => {
    const plain = await pglite.query(MARKED.replace('/* prepared */ ', ''), [[1, 2, 3], null]);
    const first = await query(MARKED, [[1, 2, 3], null]);
    const second = await query(MARKED, [[2, 3], 'three']);
    expect(first.rows).toEqual(plain.rows);
    expect(first.rows).toEqual([
      { id: 1, name: 'one', tags: ['a', 'b'] },
      { id: 2, name: "it's two", tags: null },
      { id: 3, name: 'three', tags: [] },
    ]);
    expect(second.rows).toEqual([{ id: 2, name: "it's two", tags: null }]);
    expect(await preparedCount()).toBe(1);
  });

  it('leave statements without the mark as they are', async () => {
    const before = await preparedCount();
    expect((await query('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
    expect(await preparedCount()).toBe(before);
  });

  it("fail with the database's error and its statement, and the next statement still works", async () => {
    const failing = '/* prepared */ select 1 / $1::int as n';
    await expect(query(failing, [0])).rejects.toMatchObject({ code: '22012', query: failing });
    expect((await query(failing, [1])).rows).toEqual([{ n: 1 }]);
    expect((await query(MARKED, [[1], null])).rows).toHaveLength(1);
  });

  it('see a transaction’s own writes inside it, and wait for it to end outside it', async () => {
    let seenInside: unknown[] = [];
    let outside: Promise<{ rows: unknown[] }> | undefined;
    await pglite.transaction(async (tx) => {
      const inside = preparingQuery(pglite, tx.query.bind(tx), true);
      await tx.query(`insert into item values (4, 'four', null)`);
      seenInside = (await inside(MARKED, [[4], null])).rows;
      // Sent while the transaction is open: answered after it commits, with its row.
      outside = query(MARKED, [[4], null]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(seenInside).toEqual([{ id: 4, name: 'four', tags: null }]);
    expect((await outside!).rows).toEqual([{ id: 4, name: 'four', tags: null }]);
  });
});
