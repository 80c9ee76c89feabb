import { sql, type SQL } from 'drizzle-orm';
import type { Actor, UsageBatch, UsageEvent } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '23503') return true;
    current = cause;
  }
  return false;
}

/** A browser's clock may run ahead; nothing is recorded as happening after it reached the server. */
function notAfter(at: string, now: Date): string {
  return new Date(Math.min(Date.parse(at), now.getTime())).toISOString();
}

function eventRow(event: UsageEvent, sessionId: string, actor: Actor, now: Date): SQL {
  const data = 'data' in event ? JSON.stringify(event.data) : null;
  return sql`(${event.id}::uuid, ${sessionId}::uuid, ${actor.userId}, ${actor.companyId}::uuid, ${event.type}, ${event.screen}, ${data}::jsonb, ${notAfter(event.at, now)}::timestamptz)`;
}

function storedEvents(batch: UsageBatch, actor: Actor, now: Date): SQL {
  if (batch.events.length === 0) return sql`select null::text as type where false`;
  const rows = batch.events.map((event) => eventRow(event, batch.session.id, actor, now));
  return sql`insert into usage_events (id, session_id, user_id, company_id, type, screen, data, occurred_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (id) do nothing
    returning type`;
}

/**
 * Stores a batch in one statement (docs/decisions/030-usage-ingestion.md): the session, the first
 * time it is seen, and the events the browser had not sent before. It writes no session row after
 * the first, so concurrent batches do not queue on one row. Events naming someone else's session
 * fail its reference and are answered as a session that does not exist.
 */
async function storeEvents(db: Db, actor: Actor, batch: UsageBatch, now: Date): Promise<number> {
  const { session } = batch;
  let result;
  try {
    result = await db.execute(sql`with visit as (
        insert into usage_sessions (id, user_id, company_id, started_at, last_seen_at, browser, os,
          device_type, screen_size)
        values (${session.id}::uuid, ${actor.userId}, ${actor.companyId}::uuid,
          ${notAfter(session.startedAt, now)}::timestamptz, ${now.toISOString()}::timestamptz,
          ${session.device.browser}, ${session.device.os}, ${session.device.deviceType},
          ${session.device.screenSize})
        on conflict (id) do nothing
      ),
      stored as (${storedEvents(batch, actor, now)})
      select count(*)::int as stored from stored`);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('RECORD_NOT_FOUND');
    throw error;
  }
  return (result as unknown as { rows: { stored: number }[] }).rows[0]?.stored ?? 0;
}

/**
 * Closes the caller's session: its end, the time spent and the screens it viewed, counted from the
 * events stored, so a batch sent twice counts nothing twice. Someone else's session is not found.
 */
async function endSession(db: Db, actor: Actor, sessionId: string, endedAt: string, now: Date) {
  const result = await db.execute(sql`update usage_sessions s set
      ended_at = ${endedAt}::timestamptz,
      last_seen_at = greatest(s.last_seen_at, ${now.toISOString()}::timestamptz),
      total_seconds = greatest(0, extract(epoch from ${endedAt}::timestamptz - s.started_at))::int,
      page_views = (select count(*) from usage_events e
        where e.session_id = s.id and e.user_id = s.user_id and e.type = 'page_view')
    where s.id = ${sessionId}::uuid and s.user_id = ${actor.userId}
    returning s.id`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw new AppError('RECORD_NOT_FOUND');
}

export async function storeUsageBatch(
  db: Db,
  actor: Actor,
  batch: UsageBatch,
  now: Date,
): Promise<{ stored: number }> {
  const stored = await storeEvents(db, actor, batch, now);
  if (batch.endedAt !== undefined) {
    await endSession(db, actor, batch.session.id, notAfter(batch.endedAt, now), now);
  }
  return { stored };
}
