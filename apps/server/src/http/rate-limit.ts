import { createMiddleware } from 'hono/factory';
import { describeRefusal } from '@tera/domain';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { clientAddress } from './client-address.ts';
import { consumeRateLimit, type RateLimitRule } from '../modules/rate-limit/consume-rate-limit.ts';

/** The one answer to a caller past a limit: 429, reason RATE_LIMITED, and when to come back. */
export function rateLimitedRefusal(message: string, retryAfterSeconds: number): AppError {
  return new AppError('VALIDATION_ERROR', {
    status: 429,
    reason: 'RATE_LIMITED',
    message,
    retryAfterSeconds,
  });
}

/** Limits a route per client address; answers 429 with Retry-After once the window is spent. */
export function rateLimitPerClient(name: string, rule: RateLimitRule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { deps } = c.var;
    const key = `${name}:${clientAddress(c, deps.config.TRUST_PROXY)}`;
    const decision = await consumeRateLimit(deps.database.db, key, rule, deps.clock.now());
    if (!decision.allowed) {
      throw rateLimitedRefusal(describeRefusal('RATE_LIMITED', c.var.language), decision.retryAfterSeconds);
    }
    await next();
  });
}
