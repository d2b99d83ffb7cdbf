import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { statementNamer } from './prepared-statements.ts';

type BackendMessages = Awaited<ReturnType<PGlite['execProtocolStream']>>;
type Query = PGlite['query'];

interface Prepared {
  name: (text: unknown) => string | undefined;
  /** The parameters' types of each statement prepared so far, by name (PostgreSQL inferred them at Parse). */
  paramTypes: Map<string, number[]>;
}

const preparedOn = new WeakMap<PGlite, Prepared>();

/**
 * A marked statement (`prepared`) on the embedded database, as a named prepared statement: parsed and described
 * once, then each time only bound and executed, with the plan PostgreSQL keeps for it. This is PGlite's own
 * `query` (parse, describe, bind, execute, sync, under the same locks) with a name in place of the unnamed
 * statement; PGlite has no API for named statements. Planned afresh, a list page's three statements took
 * 14 ms of the server's thread and a label click's two 5 ms; prepared, 5 and 1.7 ms (docs/performance.md, Load).
 */
async function runPrepared(
  pglite: PGlite,
  prepared: Prepared,
  name: string,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
  inTransaction: boolean,
): Promise<Results> {
  const send = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });
  const messages: BackendMessages = [];
  try {
    let types = prepared.paramTypes.get(name);
    if (!types) {
      await send(protocol.serialize.parse({ name, text }));
      const described = await send(protocol.serialize.describe({ type: 'S', name }));
      const description = described.find((m) => m.name === 'parameterDescription') as
        { dataTypeIDs: number[] } | undefined;
      types = description?.dataTypeIDs ?? [];
      prepared.paramTypes.set(name, types);
    }
    const values = params.map((value, k) => {
      if (value == null) return null;
      const serializer = options?.serializers?.[types[k]!] ?? pglite.serializers[types[k]!];
      return serializer ? serializer(value) : String(value);
    });
    messages.push(...(await send(protocol.serialize.bind({ statement: name, values: values as string[] }))));
    messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
    messages.push(...(await send(protocol.serialize.execute({}))));
  } catch (error) {
    // As PGlite's query: the statement and its values travel with the error.
    if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
    throw error;
  } finally {
    messages.push(...(await send(protocol.serialize.sync())));
  }
  if (!inTransaction) await pglite.syncToFs();
  return parse.parseResults(messages, pglite.parsers, options)[0]!;
}

/**
 * `query` for the instance (`inTransaction` false) or for a transaction's `tx` (true): marked statements go as
 * named prepared statements, every other one to `plain`. Outside a transaction the statement waits for any
 * transaction to end, as PGlite's own query does, and the database's files are synced after it.
 */
export function preparingQuery(pglite: PGlite, plain: Query, inTransaction: boolean): Query {
  const state = preparedOn.get(pglite) ?? { name: statementNamer(), paramTypes: new Map() };
  preparedOn.set(pglite, state);
  return (async (text: string, params?: unknown[], options?: QueryOptions) => {
    const name = state.name(text);
    if (!name) return plain(text, params, options);
    await pglite._checkReady();
    const run = () =>
      pglite._runExclusiveQuery(() => runPrepared(pglite, state, name, text, params ?? [], options, inTransaction));
    return inTransaction ? run() : pglite._runExclusiveTransaction(run);
  }) as Query;
}
