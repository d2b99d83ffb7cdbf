/** `npm start` runs this first: builds the web bundle when it is missing or older than the web sources. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const bundle = 'dist/index.html';
const sources = ['index.html', 'vite.config.ts', 'src/web', 'src/shared'];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = existsSync(bundle) ? statSync(bundle).mtimeMs : 0;
if (builtAt < Math.max(...sources.filter(existsSync).map(newestMtime))) {
  console.log(builtAt ? 'Web sources changed: rebuilding the web bundle…' : 'No web bundle yet: building it once…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
