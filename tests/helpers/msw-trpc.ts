import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { http, HttpResponse } from 'msw/http';
import superjson, { type SuperJSONResult } from 'superjson';
import type { FieldErrors } from '../../src/shared/errors.ts';

/** Thrown by a fake procedure to answer the way the server's error formatter does. */
export class TrpcFailure extends Error {
  readonly code: TRPC_ERROR_CODE_KEY;
  readonly fields?: FieldErrors;
  readonly extra?: Record<string, unknown>;

  constructor(code: TRPC_ERROR_CODE_KEY, message: string, fields?: FieldErrors, extra?: Record<string, unknown>) {
    super(message);
    this.code = code;
    this.fields = fields;
    this.extra = extra;
  }
}

/** Thrown by a fake procedure to make the whole request fail as if the server could not be reached. */
export class NetworkFailure extends Error {}

export type FakeProcedure = (input: unknown) => unknown;
export interface TrpcCall {
  path: string;
  input: unknown;
}

function readInputs(request: Request, body: string): Record<string, SuperJSONResult | undefined> {
  const raw = request.method === 'GET' ? new URL(request.url).searchParams.get('input') : body;
  return raw ? (JSON.parse(raw) as Record<string, SuperJSONResult | undefined>) : {};
}

function errorItem(path: string, error: unknown) {
  const failure = error instanceof TrpcFailure ? error : new TrpcFailure('INTERNAL_SERVER_ERROR', String(error));
  const httpStatus = getHTTPStatusCodeFromError(new TRPCError({ code: failure.code }));
  const shape = {
    message: failure.message,
    code: TRPC_ERROR_CODES_BY_KEY[failure.code],
    data: { code: failure.code, httpStatus, path, fields: failure.fields, extra: failure.extra },
  };
  return { item: { error: superjson.serialize(shape) }, httpStatus };
}

/**
 * Answers tRPC's batched HTTP requests (GET for queries, POST for mutations) in superjson, from
 * fake procedures keyed by path ("auth.me"). Every call is recorded in `calls`.
 */
export function trpcHandler(procedures: Record<string, FakeProcedure>, calls: TrpcCall[] = []) {
  return http.all('*/trpc/:paths', async ({ request, params }) => {
    const paths = String(params.paths).split(',');
    const inputs = readInputs(request, request.method === 'GET' ? '' : await request.text());
    const statuses = new Set<number>();
    const items = [];
    for (const [index, path] of paths.entries()) {
      const serialized = inputs[String(index)];
      const input = serialized ? superjson.deserialize(serialized) : undefined;
      calls.push({ path, input });
      try {
        const procedure = procedures[path];
        if (!procedure) throw new TrpcFailure('NOT_FOUND', `No fake procedure for ${path}`);
        items.push({ result: { data: superjson.serialize(await procedure(input)) } });
        statuses.add(200);
      } catch (error) {
        if (error instanceof NetworkFailure) return HttpResponse.error();
        const { item, httpStatus } = errorItem(path, error);
        items.push(item);
        statuses.add(httpStatus);
      }
    }
    // Like the real server: one shared status, or 207 when the calls of a batch disagree.
    const status = statuses.size === 1 ? [...statuses][0] : 207;
    return HttpResponse.json(items, { status });
  });
}
