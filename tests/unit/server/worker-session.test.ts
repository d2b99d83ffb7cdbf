import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE } from '../../../src/server/jobs/background-priority.ts';
import { openWorker } from '../../../src/server/jobs/run-worker.ts';
import type { Pending, Tokenised } from '../../../src/server/modules/citations/citation-tokens.sql.ts';

const TOKENISER = new URL('../../../src/server/jobs/tokenize.worker.ts', import.meta.url);
const CRASHES = new URL('../../fixtures/exit-on-job.worker.mjs', import.meta.url);

describe('a worker kept for a series of jobs', () => {
  it('answers each batch sent to it, in turn, with that batch’s tokens', async () => {
    const session = openWorker<Pending[], Tokenised>(TOKENISER);
    try {
      const first = await session.run([
        { id: 1, title: 'Statins in older adults', abstract: 'Trials of statins.', tokenised: false },
      ]);
      const second = await session.run([
        { id: 2, title: 'Exercise', abstract: 'Isolated viruses were identified.', tokenised: false },
        { id: 3, title: 'Statins', abstract: '', tokenised: false },
        // Tokens stored before the title's count was: only the title is read, the stored tokens stay.
        { id: 4, title: 'Statins in older adults', abstract: '', tokenised: true },
      ]);
      expect(first).toEqual({
        ok: true,
        value: [{ id: 1, tokens: 'statin old adult trial statin', count: 5, titleTokenCount: 3 }],
      });
      expect(second).toEqual({
        ok: true,
        value: [
          { id: 2, tokens: 'exercise isolate virus identify', count: 4, titleTokenCount: 1 },
          { id: 3, tokens: 'statin', count: 1, titleTokenCount: 1 },
          { id: 4, tokens: null, count: null, titleTokenCount: 3 },
        ],
      });
    } finally {
      await session.close();
    }
  });

  it.skipIf(process.platform !== 'linux')(
    'runs its thread at a lower priority than the thread that answers requests',
    async () => {
      /** Nice value of each thread of this process (field 19 of /proc/self/task/<tid>/stat), by thread id. */
      const niceness = () =>
        new Map(
          readdirSync('/proc/self/task').map((tid) => [
            Number(tid),
            Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]),
          ]),
        );
      const before = niceness();
      const session = openWorker<Pending[], Tokenised>(TOKENISER);
      try {
        await session.run([{ id: 1, title: 'Statins', abstract: '', tokenised: false }]);
        const added = [...niceness()].filter(([tid]) => !before.has(tid)).map(([, nice]) => nice);
        expect(added).toContain(BACKGROUND_NICE);
        expect(niceness().get(process.pid)).toBe(0);
      } finally {
        await session.close();
      }
    },
  );

  it('fails the job that stops the worker and every job after it, with the reason', async () => {
    const session = openWorker<object, unknown>(CRASHES);
    try {
      await expect(session.run({})).rejects.toThrow('stopped with code 3');
      await expect(session.run({})).rejects.toThrow('stopped with code 3');
    } finally {
      await session.close();
    }
  });
});
