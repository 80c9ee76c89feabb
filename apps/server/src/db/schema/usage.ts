import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeviceType, UsageEventType } from '@tera/domain';
import { authUsers } from './auth.ts';
import { companies } from './companies.ts';

/**
 * One signed-in visit (docs/product/usage-analytics.md#what-is-collected). The id is the
 * browser's; `(id, user_id)` is what events reference, so nobody's events join another's visit.
 */
export const usageSessions = pgTable(
  'usage_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    totalSeconds: integer('total_seconds'),
    pageViews: integer('page_views').notNull().default(0),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    deviceType: text('device_type').$type<DeviceType>().notNull(),
    screenSize: text('screen_size').notNull(),
  },
  (t) => [
    unique('usage_sessions_owner_key').on(t.id, t.userId),
    index('usage_sessions_company_idx').on(t.companyId, t.startedAt),
    index('usage_sessions_started_idx').on(t.startedAt),
  ],
);

/** Events, keyed by the id the browser gave each: a batch sent twice stores nothing twice. */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    userId: text('user_id').notNull(),
    companyId: uuid('company_id'),
    type: text('type').$type<UsageEventType>().notNull(),
    screen: text('screen').notNull(),
    data: jsonb('data').$type<Record<string, string | number>>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'usage_events_session_fk',
      columns: [t.sessionId, t.userId],
      foreignColumns: [usageSessions.id, usageSessions.userId],
    }).onDelete('cascade'),
    // Deleting a session (retention, a person deleted) finds its events by this.
    index('usage_events_session_idx').on(t.sessionId),
    index('usage_events_company_idx').on(t.companyId, t.occurredAt),
    index('usage_events_occurred_idx').on(t.occurredAt),
  ],
);
