import { sql, type SQL } from 'drizzle-orm';
import type { CompanyUsageTotals, ScreenUsage, UsageTotals } from '@tera/domain';
import type { Db } from '../../db/database.ts';

const SCREENS_LISTED = 40;
const DAY_MS = 86_400_000;

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Counts sessions and screens since `days` ago, for one company or (null) the whole platform.
 * Reads usage alone: nothing here touches check-ins (docs/decisions/031-usage-retention-and-limits.md).
 */
export async function readUsageTotals(
  db: Db,
  companyId: string | null,
  days: number,
  now: Date,
): Promise<UsageTotals> {
  const from = new Date(now.getTime() - days * DAY_MS);
  const inCompany = (column: SQL) => (companyId === null ? sql`true` : sql`${column} = ${companyId}::uuid`);
  const [sessions, screens] = await Promise.all([
    rowsOf<{ people: number; sessions: number; average: number | null }>(
      db,
      sql`select count(distinct user_id)::int as people, count(*)::int as sessions,
            round(avg(total_seconds))::int as average
          from usage_sessions
          where ${inCompany(sql`company_id`)} and started_at >= ${from.toISOString()}::timestamptz`,
    ),
    rowsOf<ScreenUsage>(
      db,
      sql`select screen, count(*)::int as views, count(distinct user_id)::int as people
          from usage_events
          where ${inCompany(sql`company_id`)} and type = 'page_view'
            and occurred_at >= ${from.toISOString()}::timestamptz
          group by screen order by views desc, screen limit ${SCREENS_LISTED}`,
    ),
  ]);
  const totals = sessions[0];
  return {
    days,
    from: from.toISOString(),
    activePeople: totals?.people ?? 0,
    sessions: totals?.sessions ?? 0,
    averageSessionSeconds: totals?.average ?? null,
    screens,
  };
}

/** Each company's people active and sessions since `days` ago, busiest first. */
export async function readCompanyUsageTotals(db: Db, days: number, now: Date): Promise<CompanyUsageTotals[]> {
  const from = new Date(now.getTime() - days * DAY_MS);
  return rowsOf<CompanyUsageTotals>(
    db,
    sql`select c.id as "companyId", c.name, count(distinct s.user_id)::int as "activePeople",
          count(*)::int as sessions
        from usage_sessions s join companies c on c.id = s.company_id
        where s.started_at >= ${from.toISOString()}::timestamptz
        group by c.id, c.name order by "activePeople" desc, c.name`,
  );
}
