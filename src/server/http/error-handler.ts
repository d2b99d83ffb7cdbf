import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../shared/errors.ts';
import { messages } from '../../shared/messages.ts';
import { codeForStatus, databaseInputError, DomainError, errorTable, isDatabaseUnreachable } from '../errors.ts';

function toDomainError(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  // Two requests raced past a uniqueness check; the database caught the second one.
  if (error instanceof UniqueConstraintViolationException)
    return new DomainError('CONFLICT', 'This record already exists');
  if (isDatabaseUnreachable(error)) return new DomainError('UNAVAILABLE', messages.databaseUnavailable);
  const input = databaseInputError(error);
  if (input) return input;
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = codeForStatus(status);
    return new DomainError(code, errorTable[code].fallback);
  }
  return new DomainError('INTERNAL', messages.serverError);
}

/** One place that turns any failure into the JSON `{error, message}` of the REST API. 5xx never shows internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => {
    const domain = toDomainError(error);
    const status = errorTable[domain.code].http;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    const body: ApiErrorBody = {
      ...domain.extra,
      error: domain.code,
      message: domain.message,
      ...(domain.fields ? { fields: domain.fields } : {}),
    };
    return reply.status(status).send(body);
  });
}
