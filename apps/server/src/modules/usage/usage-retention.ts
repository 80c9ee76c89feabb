import { lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { usageEvents, usageSessions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/app-env.ts';

const PASS_EVERY_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

/** Deletes the events and sessions older than the retention period (docs/decisions/031). */
export async function deleteExpiredUsage(db: Db, now: Date, retentionDays: number) {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  const events = await db
    .delete(usageEvents)
    .where(lt(usageEvents.occurredAt, before))
    .returning({ id: usageEvents.id });
  const sessions = await db
    .delete(usageSessions)
    .where(lt(usageSessions.lastSeenAt, before))
    .returning({ id: usageSessions.id });
  return { events: events.length, sessions: sessions.length };
}

/**
 * Runs the deletion at start and every hour in this instance; another instance deleting the same
 * rows is harmless. Returns the stop.
 */
export function startUsageRetention(deps: AppDeps): () => void {
  const pass = () =>
    void deleteExpiredUsage(deps.database.db, deps.clock.now(), deps.config.USAGE_RETENTION_DAYS).then(
      (deleted) => deps.logger.debug(deleted, 'usage retention pass'),
      (error: unknown) => deps.logger.warn({ err: error }, 'usage retention pass failed'),
    );
  pass();
  const timer = setInterval(pass, PASS_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
