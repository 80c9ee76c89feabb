import type { MiddlewareHandler } from 'hono';
import type { RefusalReason } from '@tera/domain';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

/** A route whose body may be larger than the rest of the API's, such as a file upload. */
export interface LargerBody {
  method: string;
  path: RegExp;
  maxSize: number;
  /** The refusal a larger body meets there, so the screen can say what the limit is about. */
  reason: RefusalReason;
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a body over `maxSize` bytes with 413. A declared length is judged from the header alone:
 * Node's parser never reads past it, and touching the request's body stream here would build a
 * full fetch Request on every call, the largest single cost of a check-in submit. Only a body
 * sent without a length (chunked) is counted as it streams in.
 */
export function limitBodySize(
  maxSize: number,
  larger: readonly LargerBody[] = [],
  reason: RefusalReason = 'BODY_TOO_LARGE',
): MiddlewareHandler<AppEnv> {
  const tooLarge = () => {
    throw new AppError('VALIDATION_ERROR', { status: 413, reason });
  };
  const streamed = bodyLimit({ maxSize, onError: tooLarge });
  const exceptions = larger.map((body) => ({ ...body, limit: limitBodySize(body.maxSize, [], body.reason) }));
  return async (c, next) => {
    const exception = exceptions.find((body) => body.method === c.req.method && body.path.test(c.req.path));
    if (exception) return exception.limit(c, next);
    const chunked = c.req.header('transfer-encoding') !== undefined;
    const length = c.req.header('content-length');
    if (!chunked && length !== undefined) return Number(length) > maxSize ? tooLarge() : next();
    if (!chunked && BODYLESS_METHODS.has(c.req.method)) return next();
    return streamed(c, next);
  };
}
