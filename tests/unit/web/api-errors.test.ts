import { TRPCClientError } from '@trpc/client';
import { expect, test } from 'vitest';
import { messages } from '../../../src/shared/messages.ts';
import {
  apiErrorMessage,
  checkedResponse,
  CONNECTION_TOAST_SECONDS,
  EmptyResponseError,
  errorToast,
  HttpStatusError,
} from '../../../src/web/lib/api-errors.ts';

/** A failure as tRPC reports an error answer of the API: its JSON body names the status and the message. */
const answered = (httpStatus: number, message = '') => TRPCClientError.from({ error: { message, code: -32000, data: { httpStatus } } });

test.each([
  [400, messages.badRequest],
  [401, messages.notSignedIn],
  [403, messages.noPermission],
  [404, messages.notFound],
  [422, messages.validationFailed],
  [500, messages.serverError],
  [409, 'Server responded with error: 409'],
])('a %i without a message of its own reads "%s"', (status, text) => {
  expect(apiErrorMessage(answered(status))).toBe(text);
});

test('400 and 422 show the server\'s message; 401, 403, 404 and 500 always the catalogue\'s', () => {
  expect(apiErrorMessage(answered(400, 'Project name is required'))).toBe('Project name is required');
  expect(apiErrorMessage(answered(422, 'The current password is not correct'))).toBe('The current password is not correct');
  expect(apiErrorMessage(answered(403, 'Not yours'))).toBe(messages.noPermission);
  expect(apiErrorMessage(answered(500, 'stack trace'))).toBe(messages.serverError);
});

test('any other status reads "Server responded with error: ..." with what the server said', () => {
  expect(apiErrorMessage(answered(409, 'This username is already taken'))).toBe('Server responded with error: This username is already taken');
  expect(apiErrorMessage(TRPCClientError.from(new HttpStatusError(502, 'Bad Gateway')))).toBe('Server responded with error: 502 Bad Gateway');
});

test('no answer at all, a timeout included, reads "No response received from server..." and gets the 7 s toast', () => {
  const unreachable = TRPCClientError.from(new TypeError('Failed to fetch'));
  const timedOut = TRPCClientError.from(new DOMException('The operation timed out.', 'TimeoutError'));
  expect(apiErrorMessage(unreachable)).toBe(messages.noResponse);
  expect(apiErrorMessage(timedOut)).toBe(messages.noResponse);
  expect(errorToast('Failed to update user', unreachable)).toEqual({ title: 'Failed to update user', description: messages.noResponse, duration: CONNECTION_TOAST_SECONDS });
  expect(errorToast('Failed to update user', answered(404)).duration).toBeUndefined();
});

test('an empty body reads "Empty response received from server"', () => {
  expect(apiErrorMessage(TRPCClientError.from(new EmptyResponseError()))).toBe('Empty response received from server');
});

test('responses are checked before tRPC parses them: empty and non-JSON bodies become errors that say so', async () => {
  await expect(checkedResponse(new Response('', { status: 502 }))).rejects.toBeInstanceOf(EmptyResponseError);
  const html = checkedResponse(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
  await expect(html).rejects.toMatchObject({ name: 'HttpStatusError', status: 502, message: '502 Bad Gateway' });
  const json = await checkedResponse(new Response('[{"result":{}}]', { status: 200 }));
  expect(await json.json()).toEqual([{ result: {} }]);
});
