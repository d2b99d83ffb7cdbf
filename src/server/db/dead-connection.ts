import { isDatabaseUnreachable } from '../errors.ts';

interface Connection {
  executeQuery: (query: { sql: string }) => Promise<unknown>;
}

const TRANSACTION_CONTROL = /^\s*(begin|start transaction|rollback)\b/i;

/**
 * Works around kysely#1990: when BEGIN or ROLLBACK fails, kysely's controlled transaction (the one MikroORM
 * uses) never gives its connection back to the pool. A database outage makes both fail on the connections
 * it cut, so every transaction it interrupted kept a pool connection for good, until the pool ran out and
 * requests waited forever, the database long back. A cut connection has no transaction left on the server,
 * so there a failed BEGIN or ROLLBACK is taken as done: the transaction fails on its next statement or ends,
 * its connection goes back to the pool, and the pool drops it as dead. Any other failure is left as it is.
 */
export function releaseOnDeadConnection(connection: unknown): void {
  const conn = connection as Connection;
  const execute = conn.executeQuery.bind(conn);
  conn.executeQuery = async (query) => {
    try {
      return await execute(query);
    } catch (error) {
      if (TRANSACTION_CONTROL.test(query.sql) && isDatabaseUnreachable(error)) return { rows: [] };
      throw error;
    }
  };
}
