import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import type { StoredCompanySettings, PlanFeatures, PlanType, SubscriptionStatus } from '@tera/domain';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  industry: text('industry'),
  employeeCountRange: text('employee_count_range'),
  logoUrl: text('logo_url'),
  website: text('website'),
  description: text('description'),
  contactEmail: text('contact_email'),
  phone: text('phone'),
  address: text('address'),
  settings: jsonb('settings').$type<StoredCompanySettings>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companySubscriptions = pgTable(
  'company_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planType: text('plan_type').$type<PlanType>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialStart: timestamp('trial_start', { withTimezone: true }),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    billingCycle: text('billing_cycle').notNull().default('monthly'),
    pricePerMonth: integer('price_per_month').notNull(),
    maxEmployees: integer('max_employees').notNull(),
    features: jsonb('features').$type<PlanFeatures>().notNull(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeCustomerId: text('stripe_customer_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The provider ends the subscription when the period ends, unless the company resumes it. */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_subscriptions_company_uq').on(t.companyId)],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teams_company_name_uq').on(t.companyId, sql`lower(${t.name})`)],
);

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    role: text('role').notNull().default('employee'),
    reportsTo: text('reports_to'),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    jobTitle: text('job_title'),
    department: text('department'),
    joinDate: text('join_date'),
    timeZone: text('time_zone').notNull().default('Europe/Madrid'),
    /**
     * The person this one lets see their own check-ins: a leader by id, never "whoever leads me",
     * so a new leader sees nothing by name until asked for again.
     */
    sharesCheckinsWith: text('shares_checkins_with'),
    isActive: boolean('is_active').notNull().default(true),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    language: text('language').notNull().default('es'),
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_profiles_company_idx').on(t.companyId),
    index('user_profiles_reports_to_idx').on(t.reportsTo),
    index('user_profiles_team_idx').on(t.teamId),
    check('user_profiles_not_own_leader_ck', sql`${t.reportsTo} is null or ${t.reportsTo} <> ${t.id}`),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    reportsTo: text('reports_to'),
    /** SHA-256 of the token in the link; the token itself is only ever in the e-mail. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invitations_company_idx').on(t.companyId),
    uniqueIndex('invitations_pending_email_uq')
      .on(t.companyId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/** Server-wide secrets generated on first start, so every instance signs sessions alike. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
