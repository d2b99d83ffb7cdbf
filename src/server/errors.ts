import { ConnectionException } from '@mikro-orm/core';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { ErrorCode, FieldErrors } from '../shared/errors.ts';
import { messages } from '../shared/messages.ts';

/** The one error type services throw: a code and a message that is safe to show the user. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields?: FieldErrors;
  /** More that the REST body carries beside error and message, e.g. processing_errors of an upload. */
  readonly extra?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, fields?: FieldErrors, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fields = fields;
    this.extra = extra;
  }
}

/** The one table from domain codes to transport codes. */
export const errorTable: Record<ErrorCode, { http: number; trpc: TRPC_ERROR_CODE_KEY; fallback: string }> = {
  BAD_REQUEST: { http: 400, trpc: 'BAD_REQUEST', fallback: messages.badRequest },
  UNAUTHORIZED: { http: 401, trpc: 'UNAUTHORIZED', fallback: messages.notSignedIn },
  FORBIDDEN: { http: 403, trpc: 'FORBIDDEN', fallback: messages.noPermission },
  NOT_FOUND: { http: 404, trpc: 'NOT_FOUND', fallback: messages.notFound },
  CONFLICT: { http: 409, trpc: 'CONFLICT', fallback: messages.badRequest },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE', fallback: messages.payloadTooLarge },
  UNPROCESSABLE: { http: 422, trpc: 'UNPROCESSABLE_CONTENT', fallback: messages.validationFailed },
  TOO_MANY_REQUESTS: { http: 429, trpc: 'TOO_MANY_REQUESTS', fallback: messages.tooManyAttempts },
  INTERNAL: { http: 500, trpc: 'INTERNAL_SERVER_ERROR', fallback: messages.serverError },
  UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE', fallback: messages.databaseUnavailable },
};

// Connection refused, reset or broken mid-write, the server shutting down or refusing connections (SQLSTATE class 08 and 57P0x).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

// pg's own errors carry no code: a connection cut mid-query, refused, used again after it broke, or timed out.
const UNREACHABLE_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|is not queryable|the database system is (starting up|shutting down)|timeout exceeded when trying to connect|Query read timeout/;

/**
 * True when a failure means the database cannot be reached: the request may succeed in a moment, so it
 * answers 503 rather than 500. The pool opens new connections on the next request, so the app recovers
 * without a restart once the database is back.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e instanceof ConnectionException) return true;
    if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

const httpToCode = new Map<number, ErrorCode>(
  Object.entries(errorTable).map(([code, row]) => [row.http, code as ErrorCode]),
);

/** The domain code for an HTTP status raised outside our services (Fastify's own 4xx errors). */
export function codeForStatus(status: number): ErrorCode {
  return httpToCode.get(status) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

/** What zod says of a value of the wrong kind or size, when a schema gives no words of its own. */
interface ValidationIssue {
  path: PropertyKey[];
  message: string;
  code?: string;
  expected?: unknown;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
}

/**
 * zod's own words ("Invalid input: expected number, received NaN", "Too big: expected number to be <=500")
 * said of the field in plain words ("page must be a number", "page_size must be at most 500"). A message a
 * schema wrote itself is kept as it is.
 */
function plainMessage(issue: ValidationIssue, field: string): string {
  const { code, message } = issue;
  const size = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
  if (code === 'invalid_type' && message.startsWith('Invalid input: expected ')) {
    if (message.endsWith('received undefined')) return `${field} is required`;
    const expected = String(issue.expected);
    const kind = expected === 'int' ? 'a whole number' : `${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
    return `${field} must be ${issue.expected === 'boolean' ? 'true or false' : kind}`;
  }
  if (code === 'too_big' && message.startsWith('Too big: '))
    return `${field} must be at most ${String(issue.maximum)}${size}`;
  if (code === 'too_small' && message.startsWith('Too small: ') && issue.origin === 'string' && issue.minimum === 1)
    return `${field} must not be empty`;
  if (code === 'too_small' && message.startsWith('Too small: '))
    return `${field} must be at least ${String(issue.minimum)}${size}`;
  return message;
}

/** Turns a failed zod parse into the 422 users see (or another code, e.g. 400 for a query string), with one message per field. */
export function validationError(
  issues: ReadonlyArray<ValidationIssue>,
  code: ErrorCode = 'UNPROCESSABLE',
): DomainError {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= key === '_' ? issue.message : plainMessage(issue, key);
  }
  const first = Object.values(fields)[0] ?? messages.validationFailed;
  return new DomainError(code, first, fields);
}

/**
 * What the database refuses in a request's own values, as the user's error rather than the server's: text
 * holding the NUL character (PostgreSQL stores none), a whole number past its 32-bit columns, a text longer
 * than its column. Each route's own checks come first; this is the net under them, so no such input is a 500.
 * The statement failed, so nothing was written.
 */
const INPUT_CODES: Record<string, string> = {
  '22021': messages.nulCharacter,
  // Protocol violation: the drivers write a statement's text values as C strings, so one holding NUL ends early
  // and the database reads a message cut short ("invalid message format" on PostgreSQL, "insufficient data
  // left in message" on PGlite). Nothing else the app sends violates the protocol.
  '08P01': messages.nulCharacter,
  '22P05': messages.nulCharacter,
  '22003': messages.numberOutOfRange,
  '22001': messages.textTooLong,
};

export function databaseInputError(error: unknown): DomainError | undefined {
  for (
    let e = error as { code?: unknown; sqlState?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    // The driver's error carries the SQLSTATE as code; MikroORM's converted one as sqlState.
    const state = [e.sqlState, e.code].find((c): c is string => typeof c === 'string' && c in INPUT_CODES);
    const message = state === undefined ? undefined : INPUT_CODES[state];
    if (message) return new DomainError('BAD_REQUEST', message);
  }
  return undefined;
}
