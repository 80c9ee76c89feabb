import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ApiKeyAccess, ApiKeyResource } from '@tera/domain';
import { authUsers } from './auth.ts';
import { companies } from './companies.ts';

/**
 * A company's API keys (docs/product/api-keys.md). Only the key's SHA-256 is kept: the key is 32
 * random bytes, so a slow hash would add nothing but time to every call. Revoked keys stay, so the
 * audit keeps naming them.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    hint: text('hint').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    access: text('access').$type<ApiKeyAccess>().notNull(),
    resources: text('resources').array().$type<ApiKeyResource[]>().notNull(),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_company_idx').on(t.companyId, t.createdAt)],
);

/** Every call made with a key: which operation, what it was answered, from where, when. */
export const apiKeyCalls = pgTable(
  'api_key_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    operation: text('operation').notNull(),
    status: integer('status').notNull(),
    clientAddress: text('client_address'),
    calledAt: timestamp('called_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_key_calls_key_idx').on(t.keyId, t.calledAt)],
);
