import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { consumeRateLimit, pruneRateLimits, RATE_LIMIT_RETENTION_MS } from './consume-rate-limit.ts';

const HOUR = 60 * 60_000;
const rule = { limit: 2, windowMs: HOUR };

describe('rate-limit counters', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('refuses past the limit within a window, and counts afresh in the next', async () => {
    const { db } = database;
    const start = new Date('2026-03-02T10:00:00Z');
    const decisions = [];
    for (let i = 0; i < 3; i += 1) decisions.push(await consumeRateLimit(db, 'window', rule, start));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
    expect(decisions[2]!.retryAfterSeconds).toBe(3600);
    expect((await consumeRateLimit(db, 'window', rule, new Date(start.getTime() + HOUR))).allowed).toBe(true);
  });

  it('prunes the counters of ended windows and keeps the running ones', async () => {
    const { db } = database;
    await db.delete(rateLimits);
    const now = new Date('2026-03-05T10:00:00Z');
    await consumeRateLimit(db, 'old', rule, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS - HOUR));
    await consumeRateLimit(db, 'running', rule, now);
    expect(await pruneRateLimits(db, now)).toBe(1);
    expect((await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)).toEqual([
      'running',
    ]);
  });
});
