import type { ErrorCode } from './error-codes.ts';

/**
 * SQLSTATE to error code: docs/product/errors-and-retries.md#database-failures. A unique violation
 * (23505) is a constraint on the data the
 * caller sent, so it surfaces as VALIDATION_ERROR rather than a database fault.
 */
export function mapDatabaseCode(code: string | undefined): ErrorCode {
  switch (code) {
    case 'PGRST116':
      return 'RECORD_NOT_FOUND';
    case 'PGRST301':
    case '28P01':
      return 'UNAUTHORIZED';
    case '23505':
      return 'VALIDATION_ERROR';
    case '08006':
    case '08001':
    case '08003':
    case '57P01':
      return 'NETWORK_ERROR';
    default:
      return 'DATABASE_ERROR';
  }
}
