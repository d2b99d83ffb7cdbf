import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  MAX_PREPARED_STATEMENTS,
  prepared,
  usePreparedStatements,
} from '../../../src/server/db/prepared-statements.ts';

/** A pool with one node-postgres-like client that records what it was asked. */
function fakePool() {
  const calls: unknown[][] = [];
  const client = { query: (...args: unknown[]) => calls.push(args) as unknown };
  let onConnect: ((c: typeof client) => void) | undefined;
  usePreparedStatements({ on: (_event, listener) => (onConnect = listener) });
  onConnect!(client);
  return { client, calls };
}

// Compiles as on PostgreSQL, without a database.
const db = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const markedText = (n: number) =>
  prepared(sql`select * from citation where id = ${n} and project_id = ${sql.lit(n)}`).compile(db).sql;

describe('statements asked on every click', () => {
  it('go to PostgreSQL as named prepared statements, the same text under the same name', () => {
    const { client, calls } = fakePool();
    const text = markedText(1);
    expect(text.startsWith('/* prepared */ select')).toBe(true);
    client.query(text, [1]);
    client.query(text, [2]);
    const [first, second] = calls.map(([config]) => config as { name: string; text: string; values: unknown[] });
    expect(first).toMatchObject({ text, values: [1] });
    expect(first!.name).toMatch(/^screener_[0-9a-f]{24}$/);
    expect(second).toMatchObject({ name: first!.name, values: [2] });
  });

  it('are left as they are when not marked, or when they are not text (a cursor)', () => {
    const { client, calls } = fakePool();
    const cursor = { submit: () => undefined };
    client.query('select 1 where $1', [true]);
    client.query(cursor);
    expect(calls[0]!.slice(0, 2)).toEqual(['select 1 where $1', [true]]);
    expect(calls[1]![0]).toBe(cursor);
  });

  it(`stop being prepared after ${MAX_PREPARED_STATEMENTS} different texts, so PostgreSQL's plan cache stays bounded`, () => {
    const { client, calls } = fakePool();
    for (let n = 0; n <= MAX_PREPARED_STATEMENTS; n++) client.query(markedText(n), [n]);
    const named = calls.filter(([config]) => typeof config === 'object');
    expect(named).toHaveLength(MAX_PREPARED_STATEMENTS);
    expect(calls.at(-1)![0]).toBe(markedText(MAX_PREPARED_STATEMENTS));
  });
});
