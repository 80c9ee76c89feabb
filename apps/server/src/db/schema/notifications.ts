import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  DeliveryStatus,
  NotificationChannel,
  NotificationType,
  RecipientsFilter,
  TemplateContents,
} from '@tera/domain';
import { authUsers } from './auth.ts';
import { companies } from './companies.ts';

/** A company's own templates; Tera's built-in ones live in the domain, not here. */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').$type<NotificationType>().notNull(),
    content: jsonb('content').$type<TemplateContents>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_templates_company_idx').on(t.companyId),
    uniqueIndex('notification_templates_default_uq')
      .on(t.companyId, t.type)
      .where(sql`${t.isDefault}`),
  ],
);

export const notificationSchedules = pgTable(
  'notification_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    /** 'HH:MM' in the recipient's zone. */
    time: text('time').notNull(),
    timeZone: text('time_zone'),
    /** ISO weekdays, Monday 1. */
    days: integer('days').array().notNull(),
    active: boolean('active').notNull().default(true),
    /** A template in use cannot be deleted; null means the company's default for the type. */
    templateId: uuid('template_id').references(() => notificationTemplates.id, { onDelete: 'restrict' }),
    customSubject: text('custom_subject'),
    customMessage: text('custom_message'),
    recipients: jsonb('recipients').$type<RecipientsFilter>().notNull(),
    /**
     * Occurrences before this instant are not due: a schedule created or moved at 10:00 does not
     * send that morning's 09:00 occurrence late, nor log it as missed.
     */
    dueFrom: timestamp('due_from', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_schedules_company_idx').on(t.companyId)],
);

/**
 * One row per person, occurrence and channel. Its unique key is what makes every server instance,
 * and every restart, send a person one mail per occurrence: a row is claimed by inserting it, and
 * only the instance whose insert landed sends.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    scheduleId: uuid('schedule_id').references(() => notificationSchedules.id, { onDelete: 'set null' }),
    /** The schedule's id kept after it is deleted, so the key still holds. */
    occurrenceKey: text('occurrence_key').notNull(),
    /** What the delivery is about, for the types that mail one thing each (a survey). */
    subjectId: uuid('subject_id'),
    type: text('type').$type<NotificationType>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The address it went to, as it was then. */
    email: text('email').notNull(),
    /** The person's local day of the occurrence. */
    occurrence: text('occurrence').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull(),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_deliveries_key_uq').on(t.occurrenceKey, t.userId, t.occurrence, t.channel),
    index('notification_deliveries_company_idx').on(t.companyId, t.createdAt),
    index('notification_deliveries_subject_idx')
      .on(t.subjectId, t.userId)
      .where(sql`${t.subjectId} is not null`),
    index('notification_deliveries_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A person's wish per type; no row means the type's defaults (e-mail on, push off). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    email: boolean('email').notNull().default(true),
    push: boolean('push').notNull().default(false),
    /** Reminders of this type wait until after this local day. */
    pausedUntil: text('paused_until'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * Addresses that bounced or failed for good. Scheduled mail skips them; a person who changes
 * address is no longer matched.
 */
export const emailSuppressions = pgTable('email_suppressions', {
  email: text('email').primaryKey(),
  status: text('status').$type<'failed' | 'bounced'>().notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The installed apps a person receives pushes on. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
