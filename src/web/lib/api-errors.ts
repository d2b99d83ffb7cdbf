import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '../../server/trpc/app.router.ts';
import { apiErrorMessages, messages } from '../../shared/messages.ts';

/** A toast about a lost connection stays 7 s instead of the default 5 s. */
export const CONNECTION_TOAST_SECONDS = 7;

/** The server answered with no body at all, e.g. a proxy or a worker that died mid-request. */
export class EmptyResponseError extends Error {
  constructor() {
    super(apiErrorMessages.emptyResponse);
    this.name = 'EmptyResponseError';
  }
}

/** The server answered with something other than the API's JSON, e.g. a proxy's HTML error page. */
export class HttpStatusError extends Error {
  readonly status: number;

  constructor(status: number, statusText: string) {
    super(`${status} ${statusText}`.trim());
    this.name = 'HttpStatusError';
    this.status = status;
  }
}

/**
 * Checks a tRPC response before tRPC parses it, so an empty or non-JSON body fails with an error that
 * says what happened instead of a JSON syntax error.
 */
export async function checkedResponse(response: Response): Promise<Response> {
  const body = await response.text();
  const start = body.trimStart().charAt(0);
  if (start === '') throw new EmptyResponseError();
  if (start !== '{' && start !== '[') throw new HttpStatusError(response.status, response.statusText);
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** The HTTP status the server answered with; undefined when no answer came back. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const status = (error.data as { httpStatus?: number } | null | undefined)?.httpStatus;
  return status ?? (error.cause instanceof HttpStatusError ? error.cause.status : undefined);
}

/** What a domain error carries beside its message (DomainError.extra: a title, an upload's processing errors). */
export function errorExtra(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  return (error.data as { extra?: Record<string, unknown> } | null | undefined)?.extra ?? undefined;
}

/** No answer at all: the network, CORS or a timeout. */
export const isNoResponse = (error: unknown) =>
  error instanceof TRPCClientError && httpStatusOf(error) === undefined && !(error.cause instanceof EmptyResponseError);

function statusMessage(status: number, serverMessage: string | undefined, fallback: string): string {
  if (status === 400) return serverMessage ?? messages.badRequest;
  if (status === 401) return messages.notSignedIn;
  if (status === 403) return messages.noPermission;
  if (status === 404) return messages.notFound;
  if (status === 422) return serverMessage ?? messages.validationFailed;
  if (status === 500) return messages.serverError;
  return apiErrorMessages.serverResponded(serverMessage ?? fallback);
}

export interface MessageOptions {
  /**
   * Statuses whose server message is shown as it is, because there it answers the user's own action:
   * on the sign-in and sign-up forms a 401 means a wrong e-mail or password (not an ended session), and
   * a 409 is a refusal the spec words itself ("Maximum reached", "Citation locked: ..."), a 403 on a
   * project's screens the role the action needs.
   */
  serverWordsFor?: readonly number[];
}

/** The auth forms: wrong credentials, an e-mail already registered, too many tries. No status codes shown. */
export const AUTH_FORM_STATUSES = [401, 409, 429] as const;
/**
 * Screens whose refusals are the domain's, worded for users by the server: a 403 names the role the action
 * needs ("Only a lead or the project owner can do this.", e.g. after a demotion while the page was open),
 * a 409 why the record's state forbids it.
 */
export const DOMAIN_REFUSAL_STATUSES = [403, 409] as const;

/** What a failed call means to the user: a fixed text per status (400 and 422 keep the server's own), or no answer. */
export function apiErrorMessage(error: unknown, { serverWordsFor = [] }: MessageOptions = {}): string {
  if (!(error instanceof TRPCClientError))
    return error instanceof Error && error.message ? error.message : messages.serverError;
  if (error.cause instanceof EmptyResponseError) return apiErrorMessages.emptyResponse;
  const status = httpStatusOf(error);
  if (status === undefined) return messages.noResponse;
  // Only the API's own JSON error carries a message written for users.
  const serverMessage = error.data && error.message ? error.message : undefined;
  if (serverMessage && serverWordsFor.includes(status)) return serverMessage;
  return statusMessage(
    status,
    serverMessage,
    String(error.cause instanceof HttpStatusError ? error.cause.message : status),
  );
}

/** The toast options a failure needs: its text, and the longer duration when the connection was lost. */
export function errorToast(title: string, error: unknown, options?: MessageOptions) {
  return {
    title,
    description: apiErrorMessage(error, options),
    duration: isNoResponse(error) ? CONNECTION_TOAST_SECONDS : undefined,
  };
}

/**
 * tRPC link: a call that got no usable answer carries the spec's text as its message, so every toast
 * showing `error.message` reads "No response received from server..." rather than "Failed to fetch".
 * The cause stays, so hooks can still tell a timeout from a network failure.
 */
export const errorTextLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (result) => observer.next(result),
        complete: () => observer.complete(),
        error: (error) =>
          observer.error(
            error.data
              ? error
              : new TRPCClientError(apiErrorMessage(error), { cause: error.cause ?? error, meta: error.meta }),
          ),
      }),
    );
