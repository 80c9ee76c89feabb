import type { DailyCheckin } from '@tera/domain';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  CHECKIN_NOT_ALLOWED_MESSAGE,
  CHECKIN_WINDOW_START_HOUR,
  isWithinCheckinWindow,
  localParts,
  OFFLINE_REPLAY_MAX_DAYS,
  type CheckinSubmission,
  type DayDynamic,
  type PersonalCondition,
  type SpecialSituation,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { dailyCheckins } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { CheckinOwner } from './checkin-owner.ts';
import type { CheckinWriter } from './checkin-writer.ts';
import { presentCheckin } from './checkin-presenter.ts';

export interface SubmitTodayCheckinOptions {
  db: Db;
  /** Stores the check-in, with others arriving at the same time (`createCheckinWriter`). */
  writer: CheckinWriter;
  owner: CheckinOwner;
  now: Date;
  submission: CheckinSubmission;
  /** Chosen by the client once per check-in, so a retry or an offline replay is recognised. */
  submissionId: string;
  /** When the person pressed submit, if the device kept it offline; the day it lands on follows it. */
  madeAt?: Date | undefined;
}

// Device clocks run a little fast; a moment this close to the server's now is taken as now.
const DEVICE_CLOCK_SKEW_MS = 5 * 60_000;

function notAllowed(): AppError {
  return new AppError('VALIDATION_ERROR', {
    status: 409,
    reason: 'CHECKIN_NOT_ALLOWED',
    message: CHECKIN_NOT_ALLOWED_MESSAGE,
  });
}

/** The moment the check-in counts for: now, or a replayed moment within the offline limit. */
function momentOf(now: Date, madeAt: Date | undefined): Date {
  if (!madeAt) return now;
  const ageMs = now.getTime() - madeAt.getTime();
  if (ageMs < -DEVICE_CLOCK_SKEW_MS || ageMs > OFFLINE_REPLAY_MAX_DAYS * 86_400_000) {
    throw new AppError('VALIDATION_ERROR', {
      fields: { made_at: ['validation.invalid'] },
    });
  }
  return ageMs < 0 ? now : madeAt;
}

/**
 * One atomic upsert: creates today's row, or overwrites one made before the window opened.
 * A completed row is never overwritten; the same submission arriving twice gets the stored row.
 */
const placeholder = (name: string) => sql.placeholder(name);

function buildCheckinUpsert(db: Db) {
  const values = {
    energy: placeholder('energy'),
    mentalPressure: placeholder('mentalPressure'),
    personalConcerns: placeholder('personalConcerns'),
    motivation: placeholder('motivation'),
    workModality: placeholder('workModality'),
    // Cast here rather than mapped by the column: drizzle's array mapping cannot take a null.
    dayDynamics: sql<DayDynamic[] | null>`${placeholder('dayDynamics')}::text[]`,
    personalConditions: sql<PersonalCondition[] | null>`${placeholder('personalConditions')}::text[]`,
    specialSituations: sql<SpecialSituation[] | null>`${placeholder('specialSituations')}::text[]`,
    submissionId: placeholder('submissionId'),
    submittedAt: placeholder('madeAt'),
  };
  const madeBeforeWindow = sql`extract(hour from ${dailyCheckins.submittedAt} at time zone ${placeholder('timeZone')}::text) < ${CHECKIN_WINDOW_START_HOUR}`;
  return db
    .insert(dailyCheckins)
    .values({
      ...values,
      userId: placeholder('userId'),
      companyId: placeholder('companyId'),
      checkInDate: placeholder('date'),
    })
    .onConflictDoUpdate({
      target: [dailyCheckins.userId, dailyCheckins.checkInDate],
      // The new values are the row the insert proposed, as PostgreSQL names it: excluded.
      set: {
        energy: sql`excluded.energy`,
        mentalPressure: sql`excluded.mental_pressure`,
        personalConcerns: sql`excluded.personal_concerns`,
        motivation: sql`excluded.motivation`,
        workModality: sql`excluded.work_modality`,
        dayDynamics: sql`excluded.day_dynamics`,
        personalConditions: sql`excluded.personal_conditions`,
        specialSituations: sql`excluded.special_situations`,
        submissionId: sql`excluded.submission_id`,
        submittedAt: sql`excluded.submitted_at`,
      },
      setWhere: madeBeforeWindow,
    })
    .returning({ ...getTableColumns(dailyCheckins), inserted: sql<boolean>`(xmax = 0)` })
    .prepare('tera_checkin_upsert');
}

// The hottest write of the product: built and planned once per database, not per submit.
const upserts = new WeakMap<Db, ReturnType<typeof buildCheckinUpsert>>();

export interface CheckinUpsertInput {
  db: Db;
  owner: CheckinOwner;
  date: string;
  submission: CheckinSubmission;
  submissionId: string;
  madeAt: Date;
}

/** The parameters of the one statement that stores a check-in, in its placeholders' names. */
export function checkinUpsertParameters({
  owner,
  date,
  submission,
  submissionId,
  madeAt,
}: CheckinUpsertInput) {
  return {
    energy: submission.energy,
    mentalPressure: submission.mental_pressure,
    personalConcerns: submission.personal_concerns,
    motivation: submission.motivation,
    workModality: submission.work_modality,
    dayDynamics: submission.day_dynamics,
    personalConditions: submission.personal_conditions,
    specialSituations: submission.special_situations,
    submissionId,
    madeAt,
    timeZone: owner.timeZone,
    userId: owner.userId,
    companyId: owner.companyId,
    date,
  };
}

/**
 * The one statement that stores a check-in: creates the day's row, or overwrites one made before
 * the window opened, and returns nothing when the day is already completed. Exported so the
 * benchmark can issue exactly this statement straight through the driver.
 */
export function checkinUpsert(input: CheckinUpsertInput) {
  let upsert = upserts.get(input.db);
  if (!upsert) {
    upsert = buildCheckinUpsert(input.db);
    upserts.set(input.db, upsert);
  }
  return upsert.execute(checkinUpsertParameters(input));
}

/** The statement, its SQL and placeholders, for issuing it through a bare driver. */
export function checkinUpsertQuery(db: Db) {
  return buildCheckinUpsert(db).getQuery();
}

export async function submitTodayCheckin(
  options: SubmitTodayCheckinOptions,
): Promise<{ checkin: DailyCheckin; created: boolean }> {
  const { db, writer, owner, submission, submissionId } = options;
  const now = momentOf(options.now, options.madeAt);
  const today = localParts(now, owner.timeZone);
  if (!isWithinCheckinWindow(today.hour)) throw notAllowed();
  const row = await writer.store({ owner, date: today.date, submission, submissionId, madeAt: now });
  if (row) {
    const { inserted, ...stored } = row;
    return { checkin: presentCheckin(stored), created: inserted };
  }

  const [existing] = await db
    .select()
    .from(dailyCheckins)
    .where(and(eq(dailyCheckins.userId, owner.userId), eq(dailyCheckins.checkInDate, today.date)))
    .limit(1);
  if (existing && existing.submissionId === submissionId)
    return { checkin: presentCheckin(existing), created: false };
  throw notAllowed();
}
