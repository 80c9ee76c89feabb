import { pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';

export const demoRequests = pgTable(
  'demo_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    teamSize: text('team_size').notNull(),
    message: text('message').notNull().default(''),
    language: text('language').notNull().default('es'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_requests_created_at_idx').on(t.createdAt)],
);
