import { sql } from 'drizzle-orm';
import type { LeaveStatus, LeaveType, RecognitionCategory } from '@tera/domain';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, userProfiles } from './companies.ts';

/**
 * Leave requests (docs/product/leave.md). Days are local calendar dates (YYYY-MM-DD), both ends
 * included, compared as text like every other local day in Tera.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    type: text('type').$type<LeaveType>().notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    reason: text('reason').notNull(),
    comments: text('comments').notNull(),
    status: text('status').$type<LeaveStatus>().notNull().default('pending'),
    decidedBy: text('decided_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    decisionComment: text('decision_comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leave_requests_user_start_idx').on(t.userId, t.startDate),
    index('leave_requests_company_start_idx').on(t.companyId, t.startDate),
    check('leave_requests_days_ck', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * Recognitions between colleagues (docs/product/recognitions.md). `given_on` is the company's local
 * day it was given, which places it in its quarter for the giving limit.
 */
export const recognitions = pgTable(
  'recognitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    giverId: text('giver_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
    category: text('category').$type<RecognitionCategory>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    points: integer('points'),
    isPublic: boolean('is_public').notNull(),
    givenOn: text('given_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recognitions_company_created_idx').on(t.companyId, t.createdAt),
    index('recognitions_giver_given_idx').on(t.giverId, t.givenOn),
    index('recognitions_receiver_idx').on(t.receiverId),
    check('recognitions_not_self_ck', sql`${t.giverId} <> ${t.receiverId}`),
    check('recognitions_points_ck', sql`${t.points} is null or ${t.points} between 1 and 100`),
  ],
);
