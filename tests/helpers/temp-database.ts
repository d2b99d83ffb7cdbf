import { MikroORM } from '@mikro-orm/postgresql';

async function adminExecute(serverUrl: string, sql: string) {
  const orm = await MikroORM.init({ clientUrl: serverUrl, entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close();
  }
}

/** The URL of `serverUrl` with another database name. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates an empty database `name` on the PostgreSQL server `serverUrl` connects to, and returns its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await adminExecute(serverUrl, `create database "${name}"`);
  return databaseUrl(serverUrl, name);
}

/** Drops database `name`, ending whatever sessions still use it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await adminExecute(serverUrl, `drop database if exists "${name}" with (force)`);
}
