import { httpStatusOf, isNoResponse } from './api-errors.ts';

/**
 * A decision whose request got no answer (a timeout on a busy server, a lost connection) or a server failure
 * (5xx) may have landed or not: only the server can tell.
 */
export const outcomeUnknown = (error: unknown) => isNoResponse(error) || (httpStatusOf(error) ?? 0) >= 500;

/**
 * The waits before a decision of unknown outcome is sent again, one a resend. A server that answers with a failure
 * is asked again within seconds; one that does not answer, or whose gateway says it is unavailable (502-504), is
 * being restarted or redeployed more often than not, which takes tens of seconds: it is waited for two minutes.
 * Before, two resends followed within a tenth of a second, and a restart lost the decision.
 */
const SERVER_FAILED_MS = [500, 1_500, 3_000];
const SERVER_AWAY_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000];

/** How long to wait before resend number `resent` (from 0), or undefined once the decision is to be given up. */
export function resendDelay(error: unknown, resent: number): number | undefined {
  const status = httpStatusOf(error);
  const away = status === undefined || status === 502 || status === 503 || status === 504;
  return (away ? SERVER_AWAY_MS : SERVER_FAILED_MS)[resent];
}
