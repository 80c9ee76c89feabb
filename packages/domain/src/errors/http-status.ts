import type { ErrorCode } from './error-codes.ts';

/** The HTTP status an error code is answered with when the server has no more specific one. */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  NETWORK_ERROR: 503,
  TIMEOUT: 504,
  UNAUTHORIZED: 403,
  SESSION_EXPIRED: 401,
  DATABASE_ERROR: 503,
  RECORD_NOT_FOUND: 404,
  VALIDATION_ERROR: 400,
  AI_SERVICE_UNAVAILABLE: 503,
  AI_RATE_LIMIT: 429,
  UNKNOWN_ERROR: 500,
};
