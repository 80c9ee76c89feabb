import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a body over `maxSize` bytes with 413. A declared length is judged from the header alone:
 * Node's parser never reads past it, and touching the request's body stream here would build a
 * full fetch Request on every call, the largest single cost of a check-in submit. Only a body
 * sent without a length (chunked) is counted as it streams in.
 */
export function limitBodySize(maxSize: number): MiddlewareHandler<AppEnv> {
  const tooLarge = () => {
    throw new AppError('VALIDATION_ERROR', { status: 413, reason: 'BODY_TOO_LARGE' });
  };
  const streamed = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    const chunked = c.req.header('transfer-encoding') !== undefined;
    const length = c.req.header('content-length');
    if (!chunked && length !== undefined) return Number(length) > maxSize ? tooLarge() : next();
    if (!chunked && BODYLESS_METHODS.has(c.req.method)) return next();
    return streamed(c, next);
  };
}
