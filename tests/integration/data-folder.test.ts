import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Project, User } from '../../src/server/db/entities/index.ts';
import { openDatabase } from '../../src/server/db/orm.ts';

const parent = mkdtempSync(join(tmpdir(), 'screener-data-folder-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const projectNames = async (dataDir: string) => {
  const orm = await openDatabase({ dataDir });
  try {
    return (await orm.em.fork().execute('select name from project order by id')).map((r) => r.name as string);
  } finally {
    await orm.close();
  }
};

describe('the embedded database folder', () => {
  it(
    'is created on first start, leaves nothing beside it, and keeps its data for the next start',
    { timeout: 60_000 },
    async () => {
      const dataDir = join(parent, 'pglite');
      const orm = await openDatabase({ dataDir });
      const em = orm.em.fork();
      const user = em.create(User, {
        username: 'a@example.org',
        email: 'a@example.org',
        email_normalized: 'a@example.org',
        first_name: 'A',
        last_name: 'B',
        password_hash: 'x',
      });
      em.create(Project, { name: 'Kept', user });
      await em.flush();
      await orm.close();
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      expect(readdirSync(parent)).toEqual(['pglite']);
      expect(await projectNames(dataDir)).toEqual(['Kept']);
    },
  );

  it(
    'serves one process at a time: a second is refused while the first has it, and a stale lock is taken over',
    {
      timeout: 60_000,
    },
    async () => {
      // In a DATA_DIR that does not exist yet, as on a first start.
      const dataDir = join(parent, 'new-data-dir', 'pglite');
      const first = await openDatabase({ dataDir });
      // Another process holds it: its id in the lock beside the folder (this test's parent process stands in).
      await first.close();
      writeFileSync(`${dataDir}.lock`, String(process.ppid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        new RegExp(`^The embedded database in ${dataDir} is in use by another process \\(pid ${process.ppid}\\)`),
      );
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.ppid));
      // A lock whose process has ended (a killed server) is taken over, and given back on close.
      writeFileSync(`${dataDir}.lock`, '999999999');
      const next = await openDatabase({ dataDir });
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
      await next.close();
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
    },
  );

  it('completes a folder an interrupted first start left half-made', { timeout: 60_000 }, async () => {
    const dataDir = join(parent, 'half-made');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'postgresql.conf'), '');
    expect(await projectNames(dataDir)).toEqual([]);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
  });
});
