import type { TestProject } from 'vitest/node';
import { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../../src/server/db/orm.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

async function adminExecute(url: string, sql: string) {
  const orm = await MikroORM.init({ clientUrl: url, entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close();
  }
}

/**
 * With TEST_DATABASE_URL set, every integration run gets a fresh PostgreSQL database of its own, migrated
 * once here; the tests then run against it as well as against an embedded PGlite database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('[integration] TEST_DATABASE_URL is not set: running on embedded PGlite only.');
    project.provide('postgresUrl', null);
    return;
  }
  const name = `screener_test_${process.pid}_${Date.now()}`;
  await adminExecute(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const orm = await openDatabase({ url: url.toString() });
  await orm.close();
  console.log(`[integration] PostgreSQL database ${name} created; running on PostgreSQL and embedded PGlite.`);
  project.provide('postgresUrl', url.toString());
  return async () => {
    await adminExecute(serverUrl, `drop database if exists "${name}" with (force)`);
  };
}
