import { sql } from 'drizzle-orm';
import { localParts, tagFigures, tagWindow, thresholdOn, type MemberCheckin } from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { readDayThresholds } from '../pulse/read-day-thresholds.ts';
import { readCompanyBySlug } from '../companies/read-company.ts';
import { seenByViewer } from '../companies/seen-by-viewer.ts';

/**
 * The company's answers of the tag window, counted in the company at their day's start, through
 * the (group_company_id, check_in_date) index; seen by the admin only when they led and were shared
 * with by the answer's owner that day. When each was stored and whether it is seen are worked out
 * in the statement: the window holds a month of the whole company's answers.
 */
async function readCompanyCheckins(db: Db, admin: Principal, companyId: string, from: string, to: string) {
  return queryRows<MemberCheckin>(
    db,
    sql`select user_id as "userId", check_in_date as date,
        to_char(greatest(created_at, submitted_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "storedAt",
        ${seenByViewer(admin.userId)} as seen,
        energy, mental_pressure, personal_concerns, motivation, work_modality, day_dynamics,
        personal_conditions, special_situations
      from daily_checkins
      where group_company_id = ${companyId} and check_in_date between ${from} and ${to}`,
  );
}

/**
 * The company's pulse with each context tag against its other answers, over the last four
 * complete weeks, by the leader panel's own rule (`tagFigures`): whole weeks, each side of each
 * week safe, no day or other tag an unsafe set away.
 */
export async function readCompanyTags(db: Db, admin: Principal, slug: string, now: Date) {
  const { company } = await readCompanyBySlug(db, slug);
  const today = localParts(now, admin.timeZone).date;
  const window = tagWindow(today);
  const [checkins, thresholds] = await Promise.all([
    readCompanyCheckins(db, admin, company.id, window.from, window.to),
    readDayThresholds(db, company.id, window.from, window.to),
  ]);
  const threshold = admin.confidentialityThreshold;
  return {
    ...window,
    tags: tagFigures({
      today,
      timeZone: admin.timeZone,
      threshold,
      thresholdOn: (date) => thresholdOn(thresholds, date, threshold),
      checkins,
    }),
  };
}
