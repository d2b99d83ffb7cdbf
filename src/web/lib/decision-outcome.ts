import { httpStatusOf, isNoResponse } from './api-errors.ts';

/**
 * A decision whose request got no answer (a timeout on a busy server, a lost connection) or a server failure
 * (5xx) may have landed or not: only the server can tell.
 */
export const outcomeUnknown = (error: unknown) => isNoResponse(error) || (httpStatusOf(error) ?? 0) >= 500;

/** How many times a decision of unknown outcome is sent again before it is given up. */
export const DECISION_RESENDS = 2;
