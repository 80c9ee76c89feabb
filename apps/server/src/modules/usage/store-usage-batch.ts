import { sql } from 'drizzle-orm';
import type { Actor, UsageBatch } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';

/** One caller's batch as it reached the server. */
export interface UsageEntry {
  actor: Actor;
  batch: UsageBatch;
  now: Date;
}

export function isForeignKeyViolation(error: unknown): boolean {
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

/** Each session once, as its first batch describes it. */
function sessionColumns(entries: readonly UsageEntry[]) {
  const seen = new Set<string>();
  const columns = {
    id: [] as string[],
    userId: [] as string[],
    companyId: [] as (string | null)[],
    startedAt: [] as string[],
    lastSeenAt: [] as string[],
    browser: [] as string[],
    os: [] as string[],
    deviceType: [] as string[],
    screenSize: [] as string[],
  };
  for (const { actor, batch, now } of entries) {
    const { session } = batch;
    if (seen.has(session.id)) continue;
    seen.add(session.id);
    columns.id.push(session.id);
    columns.userId.push(actor.userId);
    columns.companyId.push(actor.companyId);
    columns.startedAt.push(notAfter(session.startedAt, now));
    columns.lastSeenAt.push(now.toISOString());
    columns.browser.push(session.device.browser);
    columns.os.push(session.device.os);
    columns.deviceType.push(session.device.deviceType);
    columns.screenSize.push(session.device.screenSize);
  }
  return columns;
}

function eventColumns(entries: readonly UsageEntry[]) {
  const columns = {
    id: [] as string[],
    sessionId: [] as string[],
    userId: [] as string[],
    companyId: [] as (string | null)[],
    type: [] as string[],
    screen: [] as string[],
    data: [] as (string | null)[],
    occurredAt: [] as string[],
  };
  for (const { actor, batch, now } of entries) {
    for (const event of batch.events) {
      columns.id.push(event.id);
      columns.sessionId.push(batch.session.id);
      columns.userId.push(actor.userId);
      columns.companyId.push(actor.companyId);
      columns.type.push(event.type);
      columns.screen.push(event.screen);
      columns.data.push('data' in event ? JSON.stringify(event.data) : null);
      columns.occurredAt.push(notAfter(event.at, now));
    }
  }
  return columns;
}

/** How many of each entry's events were new; an event sent twice counts for the first that sent it. */
function storedPerEntry(entries: readonly UsageEntry[], storedIds: readonly string[]): number[] {
  const owner = new Map<string, number>();
  entries.forEach(({ batch }, index) => {
    for (const event of batch.events) if (!owner.has(event.id)) owner.set(event.id, index);
  });
  const counts = entries.map(() => 0);
  for (const id of storedIds) {
    const index = owner.get(id);
    if (index !== undefined) counts[index]! += 1;
  }
  return counts;
}

/**
 * Stores batches in one statement (docs/decisions/030-usage-ingestion.md): each session the first
 * time it is seen, and the events not sent before, as arrays the statement unnests, so its text is
 * the same for one batch or a hundred. It writes no session row after the first, so concurrent
 * batches do not queue on one row. Events naming someone else's session fail its reference and
 * fail the statement.
 */
export async function writeUsageBatches(db: Db, entries: readonly UsageEntry[]): Promise<number[]> {
  const s = sessionColumns(entries);
  const e = eventColumns(entries);
  const result = await db.execute(sql`with visit as (
      insert into usage_sessions (id, user_id, company_id, started_at, last_seen_at, browser, os,
        device_type, screen_size)
      select * from unnest(${sql.param(s.id)}::uuid[], ${sql.param(s.userId)}::text[],
        ${sql.param(s.companyId)}::uuid[], ${sql.param(s.startedAt)}::timestamptz[],
        ${sql.param(s.lastSeenAt)}::timestamptz[], ${sql.param(s.browser)}::text[], ${sql.param(s.os)}::text[],
        ${sql.param(s.deviceType)}::text[], ${sql.param(s.screenSize)}::text[])
      on conflict (id) do nothing
    ),
    stored as (
      insert into usage_events (id, session_id, user_id, company_id, type, screen, data, occurred_at)
      select * from unnest(${sql.param(e.id)}::uuid[], ${sql.param(e.sessionId)}::uuid[],
        ${sql.param(e.userId)}::text[], ${sql.param(e.companyId)}::uuid[], ${sql.param(e.type)}::text[],
        ${sql.param(e.screen)}::text[], ${sql.param(e.data)}::jsonb[], ${sql.param(e.occurredAt)}::timestamptz[])
      on conflict (id) do nothing
      returning id
    )
    select id::text from stored`);
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  return storedPerEntry(
    entries,
    rows.map((row) => row.id),
  );
}

/**
 * Closes the caller's session: its end, the time spent and the screens it viewed, counted from the
 * events stored, so a batch sent twice counts nothing twice. Someone else's session is not found.
 */
export async function endUsageSession(db: Db, { actor, batch, now }: UsageEntry): Promise<void> {
  if (batch.endedAt === undefined) return;
  const endedAt = notAfter(batch.endedAt, now);
  const result = await db.execute(sql`update usage_sessions s set
      ended_at = ${endedAt}::timestamptz,
      last_seen_at = greatest(s.last_seen_at, ${now.toISOString()}::timestamptz),
      total_seconds = greatest(0, extract(epoch from ${endedAt}::timestamptz - s.started_at))::int,
      page_views = (select count(*) from usage_events e
        where e.session_id = s.id and e.user_id = s.user_id and e.type = 'page_view')
    where s.id = ${batch.session.id}::uuid and s.user_id = ${actor.userId}
    returning s.id`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw new AppError('RECORD_NOT_FOUND');
}
