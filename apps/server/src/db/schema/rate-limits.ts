import { pgTable, text, integer, bigint, primaryKey } from 'drizzle-orm/pg-core';

/** Fixed-window counters kept in the database so a limit holds across server instances. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: bigint('window_start', { mode: 'number' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
