import { sql } from 'drizzle-orm';
import { isAggregateVisible, localParts, pulseBand, pulseScore } from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { addDays } from '../../platform/calendar.ts';

interface DayRow {
  date: string;
  answered: number;
  energy: number;
  mental_pressure: number;
  personal_concerns: number;
  motivation: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The company's evolution over the last days: one aggregate row per day computed in the
 * database, so it stays one indexed scan at any company size. The pulse of the day's mean values
 * equals the mean of everyone's pulse, the score being linear in the values.
 */
export async function readCompanyPulse(db: Db, admin: Principal, companyId: string, now: Date, days: number) {
  const today = localParts(now, admin.timeZone).date;
  const from = addDays(today, -(days - 1));
  const rows = await queryRows<DayRow>(
    db,
    sql`select check_in_date as date, count(*)::int as answered,
          avg(energy)::float8 as energy, avg(mental_pressure)::float8 as mental_pressure,
          avg(personal_concerns)::float8 as personal_concerns, avg(motivation)::float8 as motivation
        from daily_checkins
        where company_id = ${companyId} and check_in_date between ${from} and ${today}
        group by check_in_date`,
  );
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const threshold = admin.confidentialityThreshold;
  return {
    today,
    threshold,
    days: Array.from({ length: days }, (_, i) => {
      const date = addDays(from, i);
      const row = byDate.get(date);
      if (!row || !isAggregateVisible(row.answered, threshold)) {
        return { date, answered: row?.answered ?? 0, pulse: null, band: null, indicators: null };
      }
      const pulse = pulseScore(row);
      return {
        date,
        answered: row.answered,
        pulse,
        band: pulseBand(pulse),
        indicators: {
          energy: oneDecimal(row.energy),
          mentalPressure: oneDecimal(row.mental_pressure),
          personalConcerns: oneDecimal(row.personal_concerns),
          motivation: oneDecimal(row.motivation),
        },
      };
    }),
  };
}
