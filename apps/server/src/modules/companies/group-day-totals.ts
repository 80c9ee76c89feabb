import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { addDays } from '../../platform/calendar.ts';
import { datesBetween } from './company-day-totals.ts';
import { storedByDayEnd } from './stored-by-day-end.ts';

/**
 * A day's totals over the answers counted in one team and one department of a company (null: in
 * none) and stored by the day's end: the cells of the breakdowns by team and by department.
 */
export interface GroupDayRow {
  date: string;
  team_id: string | null;
  department: string | null;
  answered: number;
  energy: number;
  mental_pressure: number;
  personal_concerns: number;
  motivation: number;
}

type KeptRow = [string, string | null, string | null, number, number, number, number, number];

const dateArray = (dates: readonly string[]) => `{${dates.join(',')}}`;

/**
 * Totals summed from the answers stored by their day's end, a day at a time so each is a range of
 * the covering index. A day nobody answered still gives a row (no team, no answers), so it is kept
 * like any other.
 */
const summed = (companyId: string, dates: readonly string[], timeZone: string) => sql`
  select d.date, t.team_id, t.department, coalesce(t.answered, 0) as answered, coalesce(t.energy, 0) as energy,
    coalesce(t.mental_pressure, 0) as mental_pressure, coalesce(t.personal_concerns, 0) as personal_concerns,
    coalesce(t.motivation, 0) as motivation
  from unnest(${dateArray(dates)}::text[]) as d(date)
  left join lateral (
    select c.group_team_id as team_id, c.group_department as department, count(*)::int as answered,
      sum(c.energy)::float8 as energy, sum(c.mental_pressure)::float8 as mental_pressure,
      sum(c.personal_concerns)::float8 as personal_concerns, sum(c.motivation)::float8 as motivation
    from daily_checkins c
    where c.group_company_id = ${companyId} and c.check_in_date = d.date and ${storedByDayEnd(timeZone)}
    group by c.group_team_id, c.group_department) t on true`;

/** Sums closed days and keeps those whose lock it gets at once, as the company's totals are kept. */
function sumAndKeep(db: Db, companyId: string, dates: readonly string[], timeZone: string) {
  return db.transaction(async (tx) => {
    const locked = await queryRows<{ date: string }>(
      tx,
      sql`select d.date from unnest(${dateArray(dates)}::text[]) as d(date)
          where pg_try_advisory_xact_lock(hashtext(${companyId}::text), hashtext(d.date))`,
    );
    return queryRows<GroupDayRow>(
      tx,
      sql`with totals as (${summed(companyId, dates, timeZone)}),
          kept as (
            insert into group_day_totals
              (company_id, check_in_date, team_id, department, answered, energy, mental_pressure, personal_concerns, motivation)
            select ${companyId}, date, team_id, department, answered, energy, mental_pressure, personal_concerns, motivation
            from totals where date = any(${dateArray(locked.map((row) => row.date))}::text[])
            on conflict do nothing)
          select * from totals`,
    );
  });
}

/**
 * Each closed day's totals by the team and department its answers counted in as the day began.
 * Kept days are read from `group_day_totals`; the others are summed, and kept once the database lets them be.
 */
export async function readGroupDayTotals(
  db: Db,
  options: { companyId: string; from: string; to: string; timeZone: string },
): Promise<GroupDayRow[]> {
  const { companyId, from, to, timeZone } = options;
  // Arrays rather than objects: a year of fifty teams across ten departments is some 180,000 rows,
  // and their keys would be most of what is sent and parsed.
  const [row] = await queryRows<{ last_keepable: string; kept: KeptRow[] }>(
    db,
    sql`select tera_last_keepable_day() as last_keepable,
          coalesce((select json_agg(json_build_array(check_in_date, team_id, department, answered, energy,
            mental_pressure, personal_concerns, motivation))
          from group_day_totals
          where company_id = ${companyId} and check_in_date between ${from} and ${to}), '[]'::json) as kept`,
  );
  const lastKeepable = row!.last_keepable;
  const kept = row!.kept.map(
    ([
      date,
      team_id,
      department,
      answered,
      energy,
      mental_pressure,
      personal_concerns,
      motivation,
    ]): GroupDayRow => ({
      date,
      team_id,
      department,
      answered,
      energy,
      mental_pressure,
      personal_concerns,
      motivation,
    }),
  );
  const keptDates = new Set(kept.map((day) => day.date));
  const lastKept = lastKeepable < to ? lastKeepable : to;
  const toKeep = datesBetween(from, lastKept).filter((date) => !keptDates.has(date));
  const recent = datesBetween(lastKept < from ? from : addDays(lastKept, 1), to);
  const [keptNow, recentTotals] = await Promise.all([
    toKeep.length > 0 ? sumAndKeep(db, companyId, toKeep, timeZone) : Promise.resolve([]),
    recent.length > 0 ? queryRows<GroupDayRow>(db, summed(companyId, recent, timeZone)) : Promise.resolve([]),
  ]);
  return [...kept, ...keptNow, ...recentTotals];
}
