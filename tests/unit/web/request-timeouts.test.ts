import type { Operation } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { expect, test } from 'vitest';
import {
  CREATE_WITH_FILES_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  timeoutFor,
  timeoutLink,
} from '../../../src/web/lib/request-timeouts.ts';

test('calls give up after 10 s, the slow ones later', () => {
  expect(DEFAULT_TIMEOUT_MS).toBe(10_000);
  expect(timeoutFor('admin.stats')).toBe(10_000);
  expect(timeoutFor('health.check')).toBe(5_000);
  expect(timeoutFor('projects.delete')).toBe(30_000);
  expect(timeoutFor('training.train')).toBe(30_000);
  expect(timeoutFor('dedup.run')).toBe(120_000);
  expect(timeoutFor('citations.add')).toBe(90_000);
  expect(CREATE_WITH_FILES_TIMEOUT_MS).toBe(120_000);
});

/** Runs one operation through the link and returns the operation the next link received. */
function passThrough(signal: AbortSignal | null): Operation {
  let seen: Operation | undefined;
  const op = { id: 1, type: 'query', path: 'admin.stats', input: undefined, context: {}, signal } as Operation;
  const link = timeoutLink({} as never);
  link({ op, next: (next) => ((seen = next), observable(() => undefined)) }).subscribe({});
  if (!seen) throw new Error('the link did not pass the call on');
  return seen;
}

test('a call without a signal gets a timeout signal; a call that brings its own keeps it', () => {
  const given = passThrough(null).signal;
  expect(given).toBeInstanceOf(AbortSignal);
  expect(given?.aborted).toBe(false);
  const own = new AbortController().signal;
  expect(passThrough(own).signal).toBe(own);
});
