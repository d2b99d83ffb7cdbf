import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/orm.ts';
import { createDatabase, dropDatabase } from './temp-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
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
  const url = await createDatabase(serverUrl, name);
  const orm = await openDatabase({ url });
  await orm.close();
  console.log(`[integration] PostgreSQL database ${name} created; running on PostgreSQL and embedded PGlite.`);
  project.provide('postgresUrl', url);
  return () => dropDatabase(serverUrl, name);
}
