import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { companies, teams } from './companies.ts';

/**
 * What a company's identity provider calls a person (SCIM `externalId`), and whether the provider
 * has deleted them: a deleted person is deactivated in Tera, their records kept, and no longer
 * listed to the provider (docs/product/provisioning.md).
 */
export const scimUsers = pgTable(
  'scim_users',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scim_users_external_idx').on(t.companyId, t.externalId)],
);

/** What the identity provider calls a team (a SCIM group). */
export const scimGroups = pgTable(
  'scim_groups',
  {
    teamId: uuid('team_id')
      .primaryKey()
      .references(() => teams.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scim_groups_external_idx').on(t.companyId, t.externalId)],
);
