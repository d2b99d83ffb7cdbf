/**
 * Writes a migration for the difference between the entities and the last snapshot, then registers it in
 * prisma-free-migrations/index.ts. Runs on a throw-away in-memory database: `npm run migration:create -- name`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/postgresql';
import { MIGRATIONS_DIR, ormOptions } from '../src/server/db/orm.ts';

const name = process.argv[2];
const orm = await MikroORM.init(ormOptions({ memory: true }));
await orm.migrator.up();
const result = await orm.migrator.create(undefined, false, false, name);
await orm.close();
if (!result.fileName) {
  console.log('No changes: the entities match the last snapshot.');
  process.exit(0);
}
const className = result.fileName.replace(/\.ts$/, '');
const indexPath = `${MIGRATIONS_DIR}/index.ts`;
const index = readFileSync(indexPath, 'utf8')
  .replace(/(import type .*\n)/, `$1import { ${className} } from './${className}.ts';\n`)
  .replace(/\];\s*$/, `  { name: '${className}', class: ${className} },\n];\n`);
writeFileSync(indexPath, index);
console.log(`Created ${MIGRATIONS_DIR}/${result.fileName}`);
