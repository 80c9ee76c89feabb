import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SettingsChange } from '@tera/domain';
import { authUsers } from './auth.ts';
import { companies } from './companies.ts';

/** Every save of a company's settings: who (named as they were then), when, and each field's change. */
export const companySettingsAudit = pgTable(
  'company_settings_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    changedBy: text('changed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name').notNull(),
    changes: jsonb('changes').$type<SettingsChange[]>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** Saves in the order they were made, even two within one tick of the clock. */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('company_settings_audit_company_idx').on(t.companyId, t.changedAt)],
);

/**
 * Addresses a company has left: old links still find it, and no other company may take them
 * (docs/decisions/014-company-settings-logo-and-addresses.md names the rule).
 */
export const companyFormerSlugs = pgTable('company_former_slugs', {
  slug: text('slug').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull(),
});
