import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { StartupError } from '../startup-error.ts';

/** Whether a process with this id runs (EPERM: it runs under another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const holderOf = (lockPath: string) => Number.parseInt(readFileSync(lockPath, 'utf8'), 10);

/**
 * The embedded database serves one process at a time: two servers (or a server and `npm run create-admin`) on one
 * data folder each wrote their own view of it, and what one wrote was lost when the other stopped. A lock file beside
 * the folder (`<folder>.lock`, holding the process id) refuses a second process with a plain message; one left by a
 * process that no longer runs (killed) is taken over. Answers the release, which the caller runs when it closes the
 * database (and which runs at exit anyway).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  // On a first start the folder that will hold the database (DATA_DIR) may not exist yet.
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = holderOf(lockPath);
      if (Number.isInteger(holder) && holder !== process.pid && running(holder))
        throw new StartupError(
          `The embedded database in ${dataDir} is in use by another process (pid ${holder}): it serves one process at a time. ` +
            `Stop that process first (stop the server before npm run create-admin), or set DATABASE_URL to share a PostgreSQL ` +
            `database between processes. If no Screener runs, delete ${lockPath}.`,
        );
      rmSync(lockPath, { force: true });
    }
  }
  const release = () => {
    try {
      if (holderOf(lockPath) === process.pid) rmSync(lockPath, { force: true });
    } catch {
      // Already gone.
    }
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}
