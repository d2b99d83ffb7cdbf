/**
 * The app as production runs it, in a child process of its own (`server.ts`, API only), so that a
 * benchmark can read that process's memory and CPU time from /proc, apart from its own.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';

export interface ServerProcess {
  base: string;
  pid: number;
  /** Starts a new peak: VmHWM counts from here (Linux clear_refs). False where the kernel refuses. */
  resetPeak: () => boolean;
  /** Highest resident memory since the start or the last resetPeak, in MB. */
  peakMb: () => number;
  /** User + system CPU seconds the process (every thread, workers included) has used so far. */
  cpuSeconds: () => number;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

const statusKb = (pid: number, field: string) =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);

/** Starts `server.ts --dev` (no web bundle needed; nodeArgs such as --cpu-prof go to node) on a free loopback port and resolves once it is ready. */
export async function startServer(env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server.ts', '--dev'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk}`));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes(' ready on ')) resolve();
      else if (output.length > 10_000) output = output.slice(-5_000);
    });
    void exited.then((code) => reject(new Error(`server exited with code ${code} before it was ready:\n${output}`)));
  });
  child.stdout.on('data', (chunk: Buffer) => process.stdout.write(`[server] ${chunk}`));
  const pid = child.pid!;
  return {
    base: `http://127.0.0.1:${port}`,
    pid,
    resetPeak: () => {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
    },
    peakMb: () => Math.round(statusKb(pid, 'VmHWM') / 1024),
    cpuSeconds: () => {
      // After the command name come the fields from the 3rd (state) on: utime is the 14th, stime the 15th, in ticks of 1/100 s.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function adminExecute(serverUrl: string, statement: string): Promise<void> {
  const orm = await MikroORM.init({ clientUrl: serverUrl, entities: [], discovery: { warnWhenNoEntities: false } });
  try {
    await orm.em.getConnection().execute(statement);
  } finally {
    await orm.close();
  }
}

/** A fresh, empty PostgreSQL database beside the one `serverUrl` names; the server migrates it on start. */
export async function createDatabase(
  serverUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  await adminExecute(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminExecute(serverUrl, `drop database if exists "${name}" with (force)`) };
}
