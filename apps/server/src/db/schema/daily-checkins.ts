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
    /*
     * The groups this answer counts in, as they stood at the start of its day (company time zone),
     * set by the database from `membership_history` when the row is first stored and never after:
     * a later change of company, leader or consent never moves a day's figures.
     */
    groupCompanyId: uuid('group_company_id'),
    groupReportsTo: text('group_reports_to'),
    groupSharesWith: text('group_shares_with'),
    groupTeamId: uuid('group_team_id'),
    groupDepartment: text('group_department'),
  },
  (t) => [
    uniqueIndex('daily_checkins_user_date_uq').on(t.userId, t.checkInDate),
    index('daily_checkins_company_date_idx').on(t.companyId, t.checkInDate),
    // A day's answers in the order they were stored, so released batches are read without a sort.
    // Migration 0007 makes it cover the values and groups too (INCLUDE), which drizzle cannot say.
    index('daily_checkins_group_company_order_idx').on(
      t.groupCompanyId,
      t.checkInDate,
      sql`greatest(${t.createdAt}, ${t.submittedAt})`,
      t.userId,
    ),
    index('daily_checkins_group_leader_idx').on(t.groupReportsTo, t.checkInDate),
    check(
      'daily_checkins_values_ck',
      sql`${t.energy} between 1 and 10 and ${t.mentalPressure} between 1 and 10 and ${t.personalConcerns} between 1 and 10 and ${t.motivation} between 1 and 10`,
    ),
  ],
);
