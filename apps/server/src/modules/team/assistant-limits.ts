import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { requirePrincipal } from '../../auth/principal.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/consume-rate-limit.ts';

const HOUR = 60 * 60_000;

/**
 * Each question is a paid call to the AI provider: a leader asks a handful an hour, and a company
 * as a whole is held to a daily budget, counted on every instance alike before the provider is
 * called, so parallel requests cannot slip past.
 */
export const ASSISTANT_LIMITS = {
  person: { limit: 10, windowMs: HOUR },
  company: { limit: 100, windowMs: 24 * HOUR },
} satisfies Record<string, RateLimitRule>;

export const limitAssistantQuestions = createMiddleware<AppEnv>(async (c, next) => {
  const { deps } = c.var;
  const principal = requirePrincipal(c);
  const now = deps.clock.now();
  const checks: [string, RateLimitRule][] = [[`ai:person:${principal.userId}`, ASSISTANT_LIMITS.person]];
  if (principal.companyId) checks.push([`ai:company:${principal.companyId}`, ASSISTANT_LIMITS.company]);
  for (const [key, rule] of checks) {
    const decision = await consumeRateLimit(deps.database.db, key, rule, now);
    if (!decision.allowed)
      throw new AppError('AI_RATE_LIMIT', { retryAfterSeconds: decision.retryAfterSeconds });
  }
  await next();
});
