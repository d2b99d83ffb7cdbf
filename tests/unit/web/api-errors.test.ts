import { TRPCClientError } from '@trpc/client';
import { expect, test } from 'vitest';
import { messages } from '../../../src/shared/messages.ts';
import {
  apiErrorMessage,
  AUTH_FORM_STATUSES,
  checkedResponse,
  CONNECTION_TOAST_SECONDS,
  DOMAIN_REFUSAL_STATUSES,
  EmptyResponseError,
  errorToast,
  HttpStatusError,
} from '../../../src/web/lib/api-errors.ts';

/** A failure as tRPC reports an error answer of the API: its JSON body names the status and the message. */
const answered = (httpStatus: number, message = '') =>
  TRPCClientError.from({ error: { message, code: -32000, data: { httpStatus } } });

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

test("400 and 422 show the server's message; 401, 403, 404 and 500 always the catalogue's", () => {
  expect(apiErrorMessage(answered(400, 'Project name is required'))).toBe('Project name is required');
  expect(apiErrorMessage(answered(422, 'The current password is not correct'))).toBe(
    'The current password is not correct',
  );
  expect(apiErrorMessage(answered(403, 'Not yours'))).toBe(messages.noPermission);
  expect(apiErrorMessage(answered(500, 'stack trace'))).toBe(messages.serverError);
});

test('any other status reads "Server responded with error: ..." with what the server said', () => {
  expect(apiErrorMessage(answered(409, 'This username is already taken'))).toBe(
    'Server responded with error: This username is already taken',
  );
  expect(apiErrorMessage(TRPCClientError.from(new HttpStatusError(502, 'Bad Gateway')))).toBe(
    'Server responded with error: 502 Bad Gateway',
  );
});

test('no answer at all, a timeout included, reads "No response received from server..." and gets the 7 s toast', () => {
  const unreachable = TRPCClientError.from(new TypeError('Failed to fetch'));
  const timedOut = TRPCClientError.from(new DOMException('The operation timed out.', 'TimeoutError'));
  expect(apiErrorMessage(unreachable)).toBe(messages.noResponse);
  expect(apiErrorMessage(timedOut)).toBe(messages.noResponse);
  expect(errorToast('Failed to update user', unreachable)).toEqual({
    title: 'Failed to update user',
    description: messages.noResponse,
    duration: CONNECTION_TOAST_SECONDS,
  });
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

test("the auth forms show the server's words for wrong credentials, a taken e-mail and too many tries, without a status code", () => {
  const auth = { serverWordsFor: AUTH_FORM_STATUSES };
  expect(apiErrorMessage(answered(401, 'Invalid email or password'), auth)).toBe('Invalid email or password');
  expect(apiErrorMessage(answered(409, 'An account with this email address already exists'), auth)).toBe(
    'An account with this email address already exists',
  );
  expect(apiErrorMessage(answered(429, 'Too many attempts'), auth)).toBe('Too many attempts');
  expect(apiErrorMessage(answered(403, 'Cross-origin request refused'), auth)).toBe(messages.noPermission);
  expect(apiErrorMessage(answered(401, 'Invalid email or password'))).toBe(messages.notSignedIn);
});

test('screens whose 403 and 409 are domain refusals show them as the server words them', () => {
  const refusal = { serverWordsFor: DOMAIN_REFUSAL_STATUSES };
  expect(errorToast('Failed to update citation', answered(409, 'Maximum reached'), refusal).description).toBe(
    'Maximum reached',
  );
  expect(
    errorToast(
      'Failed to resolve the conflict',
      answered(403, 'Only a lead or the project owner can do this.'),
      refusal,
    ).description,
  ).toBe('Only a lead or the project owner can do this.');
  expect(errorToast('Failed to resolve the conflict', answered(403), refusal).description).toBe(messages.noPermission);
  expect(errorToast('Failed to update citation', answered(404, 'Citation 4 does not exist'), refusal).description).toBe(
    messages.notFound,
  );
});
