import { spawn, type ChildProcess } from 'node:child_process';

const LAUNCHER = new URL('./server-launcher.ts', import.meta.url).pathname;
/** Each server still running, with the promise of its exit. */
const running = new Map<ChildProcess, Promise<void>>();
// A test process that dies without its afterAll must not leave servers behind.
process.once('exit', () => running.forEach((_, child) => child.kill('SIGKILL')));

export interface ServerProcess {
  url: string;
  /** Resolves with the first line of the server's output matching `pattern`; rejects if the server exits first. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  /** SIGKILL, as an out-of-memory killer or a power cut would end it: no shutdown code runs. */
  kill: () => Promise<void>;
}

/**
 * Starts tests/helpers/server-launcher.ts in a process of its own with `env` (DATABASE_URL or DATA_DIR,
 * FREEZE_AFTER, …) and resolves once it listens.
 */
export async function startServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', LAUNCHER], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve())).then(
    () => void running.delete(child),
  );
  running.set(child, exited);
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    listeners.forEach((check) => check());
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  const waitFor = (pattern: RegExp, timeoutMs = 45_000) =>
    new Promise<string>((resolve, reject) => {
      const done = (settle: () => void) => {
        listeners.delete(check);
        clearTimeout(timer);
        settle();
      };
      const check = () => {
        const line = output.split('\n').find((l) => pattern.test(l));
        if (line !== undefined) done(() => resolve(line));
        else if (child.exitCode !== null || child.signalCode !== null)
          done(() => reject(new Error(`server exited before ${pattern}:\n${output}`)));
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no ${pattern} from the server within ${timeoutMs} ms:\n${output}`))),
        timeoutMs,
      );
      listeners.add(check);
      void exited.then(check);
      check();
    });

  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  try {
    const url = (await waitFor(/^LISTENING /, 60_000)).slice('LISTENING '.length).trim();
    return { url, waitFor, kill };
  } catch (error) {
    await kill();
    throw error;
  }
}

/** Kills every server still running; for afterAll, so that a failed test leaves none behind. */
export async function killAllServers(): Promise<void> {
  running.forEach((_, child) => child.kill('SIGKILL'));
  await Promise.all(running.values());
}
