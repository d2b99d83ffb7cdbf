import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../src/shared/errors.ts';
import { codeForStatus, errorTable, validationError } from '../../../src/server/errors.ts';

describe('the error table', () => {
  it('gives every domain code the HTTP status the spec catalogue uses', () => {
    expect(Object.fromEntries(errorCodes.map((c) => [c, errorTable[c].http]))).toEqual({
      BAD_REQUEST: 400,
      UNAUTHORIZED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      PAYLOAD_TOO_LARGE: 413,
      UNPROCESSABLE: 422,
      TOO_MANY_REQUESTS: 429,
      INTERNAL: 500,
      UNAVAILABLE: 503,
    });
  });

  it('uses the spec wording as the fallback message', () => {
    expect(errorTable.FORBIDDEN.fallback).toBe('You do not have permission to perform this action.');
    expect(errorTable.INTERNAL.fallback).toBe('A server error occurred. Please try again later.');
    expect(errorTable.UNAUTHORIZED.fallback).toBe('Authentication failed. Please log in again.');
  });

  it('maps statuses raised by the web framework back to domain codes', () => {
    expect(codeForStatus(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(codeForStatus(415)).toBe('BAD_REQUEST');
    expect(codeForStatus(502)).toBe('INTERNAL');
  });
});

describe('validation errors', () => {
  it('keep the first message of each field and lead with the first one', () => {
    const error = validationError([
      { path: ['email'], message: 'Please enter a valid email address' },
      { path: ['email'], message: 'Too long' },
      { path: ['profile', 'name'], message: 'Name is required' },
    ]);
    expect(error.code).toBe('UNPROCESSABLE');
    expect(error.message).toBe('Please enter a valid email address');
    expect(error.fields).toEqual({ email: 'Please enter a valid email address', 'profile.name': 'Name is required' });
  });
});
