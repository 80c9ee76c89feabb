import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimits } from '../../db/schema/index.ts';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** One atomic upsert per call, so concurrent requests on any instance count exactly. */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<RateLimitDecision> {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + rule.windowMs - now.getTime()) / 1000));
  return { allowed: count <= rule.limit, retryAfterSeconds };
}

/** Every rule's window is shorter than this, so a counter this old no longer decides anything. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60_000;

/** Deletes the counters of windows that have ended; returns how many went. */
export async function pruneRateLimits(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < ${now.getTime() - RATE_LIMIT_RETENTION_MS}`)
    .returning({ key: rateLimits.key });
  return deleted.length;
}
