import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../../src/shared/errors.ts';
import type { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { codeForStatus, DomainError, errorTable, validationError } from '../../../src/server/errors.ts';
import { createCallerFactory, publicProcedure, router } from '../../../src/server/trpc/init.ts';

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

  it("say zod's own words of a value of the wrong kind or size in plain words about the field, and keep a schema's own", () => {
    const query = z.object({
      page: z.coerce.number().int().min(1),
      page_size: z.coerce.number().int().max(500),
      is_relevant: z.boolean(),
      name: z.string().min(1),
      note: z.string().max(10),
      options: z.object({}),
      mode: z.enum(['a', 'b'], { error: 'mode must be a or b' }),
    });
    const parsed = query.safeParse({
      page: 'abc',
      page_size: '100000',
      name: '',
      note: 'x'.repeat(11),
      options: 3,
      mode: 'c',
    });
    expect(validationError(parsed.error!.issues).fields).toEqual({
      page: 'page must be a number',
      page_size: 'page_size must be at most 500',
      is_relevant: 'is_relevant is required',
      name: 'name must not be empty',
      note: 'note must be at most 10 characters',
      options: 'options must be an object',
      mode: 'mode must be a or b',
    });
    const fraction = query.shape.page.safeParse('1.5');
    expect(validationError(fraction.error!.issues.map((i) => ({ ...i, path: ['page'] }))).message).toBe(
      'page must be a whole number',
    );
    expect(validationError(z.object({ flag: z.boolean() }).safeParse({ flag: 'yes' }).error!.issues).message).toBe(
      'flag must be true or false',
    );
  });
});

describe('a procedure that fails', () => {
  const procedures = router({
    echo: publicProcedure.input(z.object({ n: z.number() })).query(({ input }) => input.n),
    // An answer its own output schema refuses: a bug of the server's, as a null iteration was in one summary.
    broken: publicProcedure.output(z.object({ n: z.number() })).query(() => ({ n: null as unknown as number })),
  });
  const caller = createCallerFactory(procedures)({} as never);
  const failure = (call: Promise<unknown>) =>
    call.then(
      () => expect.unreachable(),
      (e: TRPCError) => e,
    );

  it('answers invalid input as the caller’s error (422 with the field)', async () => {
    const error = await failure(caller.echo({ n: 'one' as unknown as number }));
    expect(error.code).toBe('UNPROCESSABLE_CONTENT');
    expect((error.cause as DomainError).fields).toHaveProperty('n');
  });

  it('answers an answer that fails its own schema as the server’s error (500), not as invalid input', async () => {
    const error = await failure(caller.broken());
    expect(error.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.cause).not.toBeInstanceOf(DomainError);
  });
});
