import { expect, test } from 'vitest';
import { messages } from '../../../src/shared/messages.ts';
import { projectScreenMessages as text } from '../../../src/shared/project-screen.messages.ts';
import { describeCreateFailure } from '../../../src/web/lib/project-create.errors.ts';
import { UploadFailure } from '../../../src/web/lib/upload-request.ts';

test('an upload that runs out of time suggests smaller files', () => {
  expect(describeCreateFailure(new UploadFailure('timeout')).description).toBe(text.uploadTimeout);
});

test('an upload that gets no answer says the server could not be reached', () => {
  expect(describeCreateFailure(new UploadFailure('network')).description).toBe(messages.noResponse);
});

test('a 400 without a message falls back to the format text', () => {
  const failure = describeCreateFailure(new UploadFailure('http', 400));
  expect(failure.description).toBe(text.createFormatError);
});

test('the lines of a multi-file failure are kept, one per file', () => {
  const body = {
    message: 'One or more files could not be imported.',
    processing_errors: ['a.csv: Missing required column: abstract. Columns found: Title, Abstract.'],
  };
  expect(describeCreateFailure(new UploadFailure('http', 400, body)).lines).toEqual(body.processing_errors);
});

test('the server’s field messages are kept for the form', () => {
  const body = { message: 'Project name is required', fields: { name: 'Project name is required' } };
  const failure = describeCreateFailure(new UploadFailure('http', 422, body));
  expect(failure.description).toBe(text.createValidationFailed);
  expect(failure.fields).toEqual({ name: 'Project name is required' });
});
