import { doublePrecision, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * A closed day's totals over every answer counted in a company, kept once read: a day's groups
 * are stamped when each answer is stored and a submit only writes its own today, so a closed day
 * changes only when answers are erased, and a trigger on `daily_checkins` (migration 0009) drops
 * its row then. What a viewer may see is still decided per read, from these totals and the few
 * latest answers.
 */
export const companyDayTotals = pgTable(
  'company_day_totals',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    checkInDate: text('check_in_date').notNull(),
    answered: integer('answered').notNull(),
    energy: doublePrecision('energy').notNull(),
    mentalPressure: doublePrecision('mental_pressure').notNull(),
    personalConcerns: doublePrecision('personal_concerns').notNull(),
    motivation: doublePrecision('motivation').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.checkInDate] })],
);

/**
 * The same totals by the team and the department each answer counted in as its day began
 * (`group_team_id`, `group_department`; null for none, so a kept day always has a row), for the
 * breakdowns by team and department. Dropped with the company's row by the same trigger
 * (migration 0032).
 */
export const groupDayTotals = pgTable(
  'group_day_totals',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    checkInDate: text('check_in_date').notNull(),
    teamId: uuid('team_id'),
    department: text('department'),
    answered: integer('answered').notNull(),
    energy: doublePrecision('energy').notNull(),
    mentalPressure: doublePrecision('mental_pressure').notNull(),
    personalConcerns: doublePrecision('personal_concerns').notNull(),
    motivation: doublePrecision('motivation').notNull(),
  },
  (t) => [
    unique('group_day_totals_day_group_uq')
      .on(t.companyId, t.checkInDate, t.teamId, t.department)
      .nullsNotDistinct(),
  ],
);
