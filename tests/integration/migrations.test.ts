import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/orm.ts';
import { testDatabases } from '../helpers/test-app.ts';
import type { MikroORM } from '@mikro-orm/postgresql';

describe.each(testDatabases())('migrations on $name', (db) => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await openDatabase(db.target);
  });
  afterAll(() => orm.close());

  it('leave the database exactly as the entities describe it', async () => {
    expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
  });

  it('have all been applied, and applying again changes nothing', async () => {
    expect(await orm.migrator.getPending()).toEqual([]);
    expect(await orm.migrator.up()).toEqual([]);
  });
});
