import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { addDays } from '../../platform/calendar.ts';
import { storedByDayEnd } from './stored-by-day-end.ts';

/** A day's totals over the answers counted in a company, and how many of them the viewer sees. */
export interface DayTotals {
  date: string;
  answered: number;
  seen: number;
  energy: number;
  mental_pressure: number;
  personal_concerns: number;
  motivation: number;
}

type Totals = Omit<DayTotals, 'seen'>;

/** Every date from `from` to `to`, both included. */
export const datesBetween = (from: string, to: string) => {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
};

/** The kept totals of the range, and the last day the database lets be kept. */
async function readKept(db: Db, companyId: string, from: string, to: string) {
  const [row] = await queryRows<{ last_keepable: string; kept: Totals[] }>(
    db,
    sql`select tera_last_keepable_day() as last_keepable,
          coalesce((select json_agg(json_build_object('date', check_in_date, 'answered', answered,
            'energy', energy, 'mental_pressure', mental_pressure,
            'personal_concerns', personal_concerns, 'motivation', motivation))
          from company_day_totals
          where company_id = ${companyId} and check_in_date between ${from} and ${to}), '[]'::json) as kept`,
  );
  return row!;
}

/**
 * Totals summed from the answers, one row per date asked, zero where nobody answered: a day at a
 * time, so each is an index range rather than a join the planner might scan the table for.
 */
const summed = (companyId: string, dates: readonly string[]) => sql`
  select d.date, t.answered, t.energy, t.mental_pressure, t.personal_concerns, t.motivation
  from unnest(${`{${dates.join(',')}}`}::text[]) as d(date)
  cross join lateral (
    select count(*)::int as answered,
      coalesce(sum(c.energy), 0)::float8 as energy,
      coalesce(sum(c.mental_pressure), 0)::float8 as mental_pressure,
      coalesce(sum(c.personal_concerns), 0)::float8 as personal_concerns,
      coalesce(sum(c.motivation), 0)::float8 as motivation
    from daily_checkins c
    where c.group_company_id = ${companyId} and c.check_in_date = d.date) t`;

/**
 * Sums closed days and keeps those whose lock it gets at once; a day being erased meanwhile is
 * summed again next time (see migration 0010).
 */
function sumAndKeep(db: Db, companyId: string, dates: readonly string[]) {
  return db.transaction(async (tx) => {
    const locked = await queryRows<{ date: string }>(
      tx,
      sql`select d.date from unnest(${`{${dates.join(',')}}`}::text[]) as d(date)
          where pg_try_advisory_xact_lock(hashtext(${companyId}::text), hashtext(d.date))`,
    );
    return queryRows<Totals>(
      tx,
      sql`with totals as (${summed(companyId, dates)}),
          kept as (
            insert into company_day_totals
              (company_id, check_in_date, answered, energy, mental_pressure, personal_concerns, motivation)
            select ${companyId}, date, answered, energy, mental_pressure, personal_concerns, motivation
            from totals where date = any(${`{${locked.map((row) => row.date).join(',')}}`}::text[])
            on conflict do nothing)
          select * from totals`,
    );
  });
}

/**
 * How many answers of each day the viewer knows (`seenByViewer`): their own and those shared with
 * them as leader; few, along the leader index and the person's own. With `storedBy`, only those
 * stored by their day's end there (a zone).
 */
export function readSeen(
  db: Db,
  companyId: string,
  viewerId: string,
  range: { from: string; to: string; storedBy?: string },
) {
  const { from, to, storedBy } = range;
  return queryRows<{ date: string; seen: number }>(
    db,
    sql`select check_in_date as date, count(*)::int as seen
        from daily_checkins
        where ((group_reports_to = ${viewerId} and group_shares_with = ${viewerId}) or user_id = ${viewerId})
          and group_company_id = ${companyId} and check_in_date between ${from} and ${to}
          ${storedBy === undefined ? sql`` : sql`and ${storedByDayEnd(storedBy)}`}
        group by check_in_date`,
  );
}

/**
 * Each day's totals over the people of the company at its start. Closed days never change but by
 * erasure, so their totals are summed once and kept (`company_day_totals`); the open days are
 * summed on each read. Days nobody answered are left out.
 */
export async function readCompanyDayTotals(
  db: Db,
  options: { companyId: string; viewerId: string; from: string; to: string; today: string },
): Promise<DayTotals[]> {
  const { companyId, viewerId, from, to, today } = options;
  const { last_keepable: lastKeepable, kept } = await readKept(db, companyId, from, to);
  const lastClosed = [addDays(today, -1), lastKeepable, to].sort()[0]!;
  const keptDates = new Set(kept.map((day) => day.date));
  const toKeep = datesBetween(from, lastClosed).filter((date) => !keptDates.has(date));
  const open = datesBetween(lastClosed < from ? from : addDays(lastClosed, 1), to);
  const [keptNow, openTotals, seen] = await Promise.all([
    toKeep.length > 0 ? sumAndKeep(db, companyId, toKeep) : Promise.resolve([]),
    open.length > 0 ? queryRows<Totals>(db, summed(companyId, open)) : Promise.resolve([]),
    readSeen(db, companyId, viewerId, { from, to }),
  ]);
  const seenOn = new Map(seen.map((day) => [day.date, day.seen]));
  return [...kept, ...keptNow, ...openTotals]
    .filter((day) => day.answered > 0)
    .map((day) => ({ ...day, seen: seenOn.get(day.date) ?? 0 }))
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}
