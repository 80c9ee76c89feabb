import { summarisePeriod, type AnalyticsPeriod } from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { readCompanyPulse } from '../companies/company-pulse.ts';
import { readCompanyBySlug } from '../companies/read-company.ts';
import { readHeadcount } from './company-headcount.ts';

/**
 * The company's evolution over a period and the period before it, read as one run of released
 * days so both sides are cut by the same release (docs/decisions/013).
 */
export async function readCompanyAnalytics(
  db: Db,
  admin: Principal,
  slug: string,
  now: Date,
  period: AnalyticsPeriod,
) {
  const { company } = await readCompanyBySlug(db, slug);
  const [evolution, headcount] = await Promise.all([
    readCompanyPulse(db, admin, company.id, now, period * 2),
    readHeadcount(db, company.id),
  ]);
  const days = evolution.days.slice(-period);
  return {
    today: evolution.today,
    threshold: evolution.threshold,
    period,
    activePeople: headcount.active,
    days,
    current: summarisePeriod(days, headcount.active),
    previous: summarisePeriod(evolution.days.slice(0, -period), headcount.active),
  };
}
