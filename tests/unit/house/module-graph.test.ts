import madge from 'madge';
import { beforeAll, expect, test } from 'vitest';

type Graph = Awaited<ReturnType<typeof madge>>;
const importGraph = (skipTypeImports: boolean) =>
  madge(['src', 'scripts', 'tests', 'server.ts'], {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: 'tsconfig.json',
    excludeRegExp: [/route-tree\.gen\.ts$/],
    detectiveOptions: { ts: { skipTypeImports }, tsx: { skipTypeImports } },
  });

/** The import graph of everything TypeScript in the repository: with type imports, and as it runs. */
let graph: Graph;
let runtime: Graph;
beforeAll(async () => {
  [graph, runtime] = await Promise.all([importGraph(false), importGraph(true)]);
}, 60_000);

/** Files under `from` that import a file under one of `forbidden`, as "importer -> imported". */
function crossings(from: string, forbidden: string[], of: Graph = graph) {
  return Object.entries(of.obj()).flatMap(([file, deps]) =>
    file.startsWith(from)
      ? deps.filter((d) => forbidden.some((f) => d.startsWith(f))).map((d) => `${file} -> ${d}`)
      : [],
  );
}

test('no module imports itself through others (no import cycles)', () => {
  expect(graph.circular().map((cycle) => cycle.join(' -> '))).toEqual([]);
});

test('every relative import resolves to a file', () => {
  // madge lists imports it could not resolve under "skipped"; a wrong path would hide a cycle.
  expect(graph.warnings().skipped.filter((s) => s.startsWith('.'))).toEqual([]);
});

test('the shared code uses neither the server nor the web app, and the web app takes only types from the server', () => {
  expect(crossings('src/shared/', ['src/server/', 'src/web/'])).toEqual([]);
  expect(crossings('src/web/', ['src/server/'], runtime)).toEqual([]);
});

test('the computation in ml/ depends on no database, HTTP or feature code', () => {
  expect(
    crossings('src/server/ml/', [
      'src/server/db/',
      'src/server/http/',
      'src/server/modules/',
      'src/server/trpc/',
      'src/server/coordination/',
    ]),
  ).toEqual([]);
});

test('coordination code depends on no feature', () => {
  expect(crossings('src/server/coordination/', ['src/server/modules/'])).toEqual([]);
});
