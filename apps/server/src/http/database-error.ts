import { mapDatabaseCode } from '@tera/domain';
import { AppError } from './app-error.ts';

const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
]);

/** Finds the SQLSTATE (or socket errno) behind a driver error, however deeply it is wrapped. */
function findCause(error: unknown): { sqlState?: string; errno?: string; message: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === 'object') {
      const candidate = current as { code?: unknown; cause?: unknown; message?: unknown };
      const message = typeof candidate.message === 'string' ? candidate.message : '';
      if (typeof candidate.code === 'string') {
        if (/^[0-9A-Z]{5}$/.test(candidate.code)) return { sqlState: candidate.code, message };
        if (CONNECTION_ERRNOS.has(candidate.code)) return { errno: candidate.code, message };
      }
      if (/connect|terminat|timeout|closed/i.test(message) && !candidate.cause)
        return { errno: 'CONNECTION', message };
      current = candidate.cause;
    } else break;
  }
  return undefined;
}

/**
 * Maps a database failure to its API error (docs/product/errors-and-retries.md#database-failures);
 * undefined when it is not a database error.
 */
export function toDatabaseAppError(error: unknown): AppError | undefined {
  const cause = findCause(error);
  if (!cause) return undefined;
  if (cause.errno) return new AppError('DATABASE_ERROR', { status: 503 });
  const code = mapDatabaseCode(cause.sqlState);
  if (code === 'VALIDATION_ERROR') return new AppError(code, { status: 409 });
  if (code === 'DATABASE_ERROR' && cause.sqlState?.startsWith('08'))
    return new AppError(code, { status: 503 });
  return new AppError(code);
}
