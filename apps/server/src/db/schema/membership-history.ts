import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, userProfiles } from './companies.ts';

/**
 * Every state a person's groups and consent have been in, from the moment it began. Written by a
 * database trigger on `user_profiles`, whichever code path changes them, at the row's `updated_at`
 * (the application's clock). Figures of a day use the state at that day's start.
 */
export const membershipHistory = pgTable(
  'membership_history',
  {
    personId: text('person_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    companyId: uuid('company_id'),
    teamId: uuid('team_id'),
    reportsTo: text('reports_to'),
    department: text('department'),
    isActive: boolean('is_active').notNull(),
    sharesWith: text('shares_with'),
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.validFrom] }),
    index('membership_history_reports_to_idx').on(t.reportsTo),
  ],
);

/**
 * Every privacy threshold a company has set, from the moment it was set (its `updated_at`), written
 * by a trigger on `companies`. A day is released with the threshold in force at its start: a
 * threshold raised mid-day would otherwise cut the day's batches anew, one person apart.
 */
export const thresholdHistory = pgTable(
  'threshold_history',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** As the company stored it; the domain resolves a missing or out-of-range value. */
    threshold: integer('threshold'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.validFrom] })],
);
