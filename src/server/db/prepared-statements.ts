import { createHash } from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';

const MARK = '/* prepared */ ';
/** Distinct statements kept prepared, per process: each costs PostgreSQL a cached plan on every connection. */
export const MAX_PREPARED_STATEMENTS = 100;

type Query = (...args: unknown[]) => unknown;
/** The part of node-postgres' Pool used here (the package ships no types). */
interface Pool {
  on(event: 'connect', listener: (client: { query: Query }) => void): unknown;
}

/**
 * Marks a statement that every click asks (session, list, label) to stay prepared on each PostgreSQL
 * connection and on the embedded database: parsed once, and planned once PostgreSQL finds its generic plan as
 * good as a fresh one. Planning had been most of the database's work under load (the list statement alone took
 * 0.9 ms to plan; on PGlite a click's statements took 3x as long planned afresh, most of it in planning and in
 * the file-size calls it makes for every table and index it considers).
 * Only statements whose best plan does not depend on the project's size belong here.
 */
export const prepared = <Row>(raw: RawBuilder<Row>): RawBuilder<Row> => sql<Row>`${sql.raw(MARK)}${raw}`;

/**
 * Names for marked statements, each text under one name (derived from it), at most MAX_PREPARED_STATEMENTS of
 * them: beyond that a text gets no name and is sent as it is. One namer per pool or embedded database.
 */
export function statementNamer(): (text: unknown) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    if (typeof text !== 'string' || !text.startsWith(MARK)) return undefined;
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
      name = `screener_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
}

/**
 * Makes the pool's clients send marked statements as named prepared statements (node-postgres keeps
 * each one prepared on its connection). Kysely passes only text and values, so the name comes from
 * the text. The embedded database does the same through pglite-prepared.ts.
 */
export function usePreparedStatements(pool: Pool): void {
  const nameOf = statementNamer();
  pool.on('connect', (client) => {
    const plain = client.query.bind(client);
    client.query = (text, values, callback) => {
      const name = nameOf(text);
      return name ? plain({ name, text, values }, callback) : plain(text, values, callback);
    };
  });
}
