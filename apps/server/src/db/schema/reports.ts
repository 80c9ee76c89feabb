import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReportGrouping, ReportMeasure } from '@tera/domain';
import { authUsers } from './auth.ts';
import { companies } from './companies.ts';

/** A company's saved custom report definitions (customReports): what to measure, grouped how, over which period. */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    measures: jsonb('measures').$type<ReportMeasure[]>().notNull(),
    grouping: text('grouping').$type<ReportGrouping>().notNull(),
    days: integer('days').notNull(),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_reports_company_idx').on(t.companyId, t.createdAt)],
);
