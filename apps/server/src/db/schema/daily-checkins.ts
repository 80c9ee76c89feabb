import { sql } from 'drizzle-orm';
import type { DayDynamic, PersonalCondition, SpecialSituation, WorkModality } from '@tera/domain';
import {
  check,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One row per person and local calendar day. The unique (user_id, check_in_date) index is what
 * makes a doubled or retried submit land as one row; nothing relies on read-then-write.
 */
export const dailyCheckins = pgTable(
  'daily_checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    companyId: uuid('company_id'),
    checkInDate: text('check_in_date').notNull(),
    energy: integer('energy').notNull(),
    mentalPressure: integer('mental_pressure').notNull(),
    personalConcerns: integer('personal_concerns').notNull(),
    motivation: integer('motivation').notNull(),
    variability: real('variability'),
    workModality: text('work_modality').$type<WorkModality>(),
    dayDynamics: text('day_dynamics').array().$type<DayDynamic[]>(),
    personalConditions: text('personal_conditions').array().$type<PersonalCondition[]>(),
    specialSituations: text('special_situations').array().$type<SpecialSituation[]>(),
    /** The submission that produced this row's values; a replay of it is answered, not refused. */
    submissionId: uuid('submission_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the values were last submitted: what "made today before 9" is judged by. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('daily_checkins_user_date_uq').on(t.userId, t.checkInDate),
    index('daily_checkins_company_date_idx').on(t.companyId, t.checkInDate),
    check(
      'daily_checkins_values_ck',
      sql`${t.energy} between 1 and 10 and ${t.mentalPressure} between 1 and 10 and ${t.personalConcerns} between 1 and 10 and ${t.motivation} between 1 and 10`,
    ),
  ],
);
