import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/errors.ts';
import { messages } from '../../shared/messages.ts';
import { DEFAULT_BODY_LIMIT, jsonTooLarge } from './body-limits.ts';
import { codeForStatus, databaseInputError, DomainError, errorTable, isDatabaseUnreachable } from '../errors.ts';

function toDomainError(error: unknown, req: FastifyRequest): DomainError {
  if (error instanceof DomainError) return error;
  // Fastify's refusal of a body over the route's limit: only JSON bodies are read by Fastify (multipart
  // uploads are streamed by their routes, which word their own 413s), so it says so rather than "Files".
  if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return jsonTooLarge(req.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT);
  // A body Fastify has no parser for (a form, plain text): the API reads JSON, and multipart where a route
  // takes files (those routes stream it themselves).
  if ((error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new DomainError('BAD_REQUEST', messages.bodyNotJson);
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
    const domain = toDomainError(error, req);
    const status = errorTable[domain.code].http;
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    const body: ApiErrorBody = {
      ...domain.extra,
      error: domain.code,
      message: domain.message,
      ...(domain.fields ? { fields: domain.fields } : {}),
    };
    const retryAfter = domain.extra?.retry_after_seconds;
    if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
    return reply.status(status).send(body);
  });
}
