import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SsoUnknownPeople } from '@tera/domain';
import { authUsers } from './auth.ts';
import { companies } from './companies.ts';

/**
 * A company's OpenID Connect provider (docs/product/single-sign-on.md). One per company: the
 * people of its domains sign in through it.
 */
export const ssoConnections = pgTable('sso_connections', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  unknownPeople: text('unknown_people').$type<SsoUnknownPeople>().notNull().default('refuse'),
  passwordSignIn: boolean('password_sign_in').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: text('updated_by').references(() => authUsers.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The e-mail domains a connection covers; a domain belongs to one company at most. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    domain: text('domain').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => ssoConnections.companyId, { onDelete: 'cascade' }),
  },
  (t) => [index('sso_domains_company_idx').on(t.companyId)],
);

/**
 * A sign-in sent to a provider and not yet back. Keyed by the SHA-256 of its state, spent by the
 * callback, and useful only to the browser holding the cookie set when it began.
 */
export const ssoAttempts = pgTable(
  'sso_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_attempts_expiry_idx').on(t.expiresAt)],
);
