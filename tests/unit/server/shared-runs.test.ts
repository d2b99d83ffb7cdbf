import type { EntityManager } from '@mikro-orm/postgresql';
import { expect, test } from 'vitest';
import { settleSharedRuns, sharedRun } from '../../../src/server/coordination/shared-runs.ts';

/** An entity manager as the shared runs see it: its driver names the app instance. */
const instance = () => {
  const driver = {};
  return { getDriver: () => driver } as unknown as EntityManager;
};
const later = () => {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
};

test('a run that starts another one first is still shared and waited for once the inner one has ended', async () => {
  const em = instance();
  const outerEnds = later();
  let outerStarts = 0;
  // As the settling of an import starts tokenising before its first await, then goes on to other work.
  const outer = () => {
    outerStarts++;
    const inner = sharedRun(em, 'tokens', 1, async () => {});
    return inner.then(() => outerEnds.promise);
  };
  const first = sharedRun(em, 'import-settle', 1, outer);
  await new Promise((resolve) => setImmediate(resolve));
  // The inner run is over; a second caller joins the outer run instead of starting the work again.
  expect(sharedRun(em, 'import-settle', 1, outer)).toBe(first);
  expect(outerStarts).toBe(1);
  // Shutdown waits for the outer run.
  let settled = false;
  const settling = settleSharedRuns().then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  expect(settled).toBe(false);
  outerEnds.done();
  await settling;
  expect(settled).toBe(true);
  // Once over, the next caller starts it afresh.
  void sharedRun(em, 'import-settle', 1, outer);
  expect(outerStarts).toBe(2);
  outerEnds.done();
  await settleSharedRuns();
});
