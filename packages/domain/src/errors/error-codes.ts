/** The closed set of error codes the API answers with and the client translates. */
export const ERROR_CODES = [
  'NETWORK_ERROR',
  'TIMEOUT',
  'UNAUTHORIZED',
  'SESSION_EXPIRED',
  'DATABASE_ERROR',
  'RECORD_NOT_FOUND',
  'VALIDATION_ERROR',
  'AI_SERVICE_UNAVAILABLE',
  'AI_RATE_LIMIT',
  'UNKNOWN_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
