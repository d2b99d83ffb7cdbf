/** Domain error codes: the only vocabulary services use to say what went wrong. */
export const errorCodes = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNPROCESSABLE',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** Field-level validation messages, keyed by field name. */
export type FieldErrors = Record<string, string>;

/** The JSON body of every REST error. */
export interface ApiErrorBody {
  error: ErrorCode;
  message: string;
  fields?: FieldErrors;
  /** Upload failures: one line per file that could not be read. */
  processing_errors?: string[];
  /** Upload failures: what else would have been accepted, kept apart from the spec's message. */
  hint?: string;
}
