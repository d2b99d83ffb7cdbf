import { TRPCClientError } from '@trpc/client';
import { expect, test } from 'vitest';
import { deleteRetryDelay, isConnectionFailure, retryDelete } from '../../../src/web/lib/project-delete.policy.ts';

const unreachable = TRPCClientError.from(new TypeError('Failed to fetch'));
const timedOut = TRPCClientError.from(new DOMException('The operation timed out.', 'TimeoutError'));
const forbidden = TRPCClientError.from({ error: { message: 'No', code: -32003, data: { httpStatus: 403 } } });

test('a delete that never reached the server is tried three times in all, 2 s and then 4 s apart', () => {
  expect([0, 1, 2].map((failures) => retryDelete(failures, unreachable))).toEqual([true, true, false]);
  expect([0, 1].map(deleteRetryDelay)).toEqual([2_000, 4_000]);
});

test('an answer from the server, or a timeout, is not retried', () => {
  expect(retryDelete(0, forbidden)).toBe(false);
  expect(retryDelete(0, timedOut)).toBe(false);
});

test('a timeout and an unreachable server are both connection failures; a 403 is not', () => {
  expect(isConnectionFailure(unreachable)).toBe(true);
  expect(isConnectionFailure(timedOut)).toBe(true);
  expect(isConnectionFailure(forbidden)).toBe(false);
});
