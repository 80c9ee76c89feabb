import { and, eq, gte, lte } from 'drizzle-orm';
import { localParts, tagFigures, tagWindow, thresholdOn, type MemberCheckin } from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { dailyCheckins } from '../../db/schema/index.ts';
import { readDayThresholds } from '../pulse/read-day-thresholds.ts';
import { readCompanyBySlug } from '../companies/read-company.ts';

/**
 * The company's answers of the tag window, counted in the company at their day's start, through
 * the (group_company_id, check_in_date) index; seen by the admin only when they led and were shared
 * with by the answer's owner that day.
 */
async function readCompanyCheckins(db: Db, admin: Principal, companyId: string, from: string, to: string) {
  const rows = await db
    .select({
      userId: dailyCheckins.userId,
      date: dailyCheckins.checkInDate,
      createdAt: dailyCheckins.createdAt,
      submittedAt: dailyCheckins.submittedAt,
      reportsTo: dailyCheckins.groupReportsTo,
      sharedWith: dailyCheckins.groupSharesWith,
      energy: dailyCheckins.energy,
      mental_pressure: dailyCheckins.mentalPressure,
      personal_concerns: dailyCheckins.personalConcerns,
      motivation: dailyCheckins.motivation,
      work_modality: dailyCheckins.workModality,
      day_dynamics: dailyCheckins.dayDynamics,
      personal_conditions: dailyCheckins.personalConditions,
      special_situations: dailyCheckins.specialSituations,
    })
    .from(dailyCheckins)
    .where(
      and(
        eq(dailyCheckins.groupCompanyId, companyId),
        gte(dailyCheckins.checkInDate, from),
        lte(dailyCheckins.checkInDate, to),
      ),
    );
  return rows.map(({ createdAt, submittedAt, reportsTo, sharedWith, ...checkin }): MemberCheckin => ({
    ...checkin,
    seen: reportsTo === admin.userId && sharedWith === admin.userId,
    storedAt: (createdAt > submittedAt ? createdAt : submittedAt).toISOString(),
  }));
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
