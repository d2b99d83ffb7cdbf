import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const MODULES = 'src/server/modules';

/** Every file of every feature folder, as "feature/file". */
const featureFiles = readdirSync(MODULES).flatMap((feature) =>
  readdirSync(join(MODULES, feature)).map((file) => `${feature}/${file}`),
);

test('services orchestrate: no service writes SQL, its statements live in the feature query modules (*.sql.ts)', () => {
  const services = featureFiles.filter((f) => f.endsWith('.service.ts'));
  expect(services.length).toBeGreaterThan(20);
  const withSql = services.filter((f) =>
    /\bsql[`<]|import \{[^}]*\} from 'kysely'/.test(readFileSync(join(MODULES, f), 'utf8')),
  );
  expect(withSql).toEqual([]);
});

test('the REST routes are translations of the procedures: only uploads and the download have a route file of their own', () => {
  expect(featureFiles.filter((f) => f.endsWith('.rest.ts')).sort()).toEqual([
    'citations/citations.rest.ts',
    'export/export.rest.ts',
    'projects/projects.rest.ts',
  ]);
});
