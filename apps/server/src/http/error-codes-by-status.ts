import type { ErrorCode } from '@tera/domain';

/**
 * The codes the server answers each error status with, wherever the failure comes from: a route,
 * a guard in front of every route (`error-handler.ts` for what the framework throws), better-auth
 * behind our wrapper, or the database (`database-error.ts`). The served document promises exactly
 * these per status, and the API suite checks every answer against it. A route answering fewer
 * names them on its response (`errorResponse`).
 */
export const ERROR_CODES_BY_STATUS = {
  400: ['VALIDATION_ERROR'],
  401: ['SESSION_EXPIRED'],
  403: ['UNAUTHORIZED'],
  404: ['RECORD_NOT_FOUND'],
  409: ['VALIDATION_ERROR'],
  413: ['VALIDATION_ERROR'],
  415: ['VALIDATION_ERROR'],
  422: ['VALIDATION_ERROR'],
  429: ['VALIDATION_ERROR'],
  500: ['UNKNOWN_ERROR'],
  503: ['DATABASE_ERROR', 'NETWORK_ERROR'],
} as const satisfies Record<number, readonly [ErrorCode, ...ErrorCode[]]>;

export type DocumentedErrorStatus = keyof typeof ERROR_CODES_BY_STATUS;
