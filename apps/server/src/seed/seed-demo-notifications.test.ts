import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import {
  deliveryLogSchema,
  localParts,
  schedulesListSchema,
  templatesListSchema,
  WORKING_DAYS,
} from '@tera/domain';
import {
  dailyCheckins,
  emailSuppressions,
  notificationDeliveries,
  notificationPreferences,
} from '../db/schema/index.ts';
import { checkTemplate } from '../modules/notifications/template-engine.ts';
import { addDays, weekdayOf } from '../platform/calendar.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/support/test-app.ts';
import { as, signIn } from '../../test/support/sessions.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { seedDemoData } from './seed-demo-data.ts';
import {
  DEMO_DELIVERY_DAYS,
  DEMO_REMINDER_MESSAGE,
  DEMO_REMINDER_TEMPLATE,
  MISSED_REASON,
} from './seed-demo-notifications.ts';
import type { SeededPerson } from './seed-demo-people.ts';

const ZONE = 'Europe/Madrid';
const isoWeekday = (date: string) => ((weekdayOf(date) + 6) % 7) + 1;

describe('the demo notifications', () => {
  let app: TestApp;
  let people: SeededPerson[];
  let ana: Awaited<ReturnType<typeof signIn>>;
  const keyOf = (userId: string) => people.find((person) => person.userId === userId)!.spec.key;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    people = await seedDemoData(app.deps, 'http://localhost:3000');
    ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => app.dispose());

  const get = async (path: string) => (await app.request(`/api/v1/companies/demo${path}`, as(ana))).json();

  it('gives the demo company its own reminder as the default, in both languages, and a message', async () => {
    const { templates } = templatesListSchema.parse(await get('/notifications/templates'));
    const own = templates.find((template) => !template.builtIn)!;
    expect(own).toMatchObject({ ...DEMO_REMINDER_TEMPLATE, type: 'daily_reminder', isDefault: true });
    expect(templates.find((template) => template.id === 'builtin-daily_reminder')!.isDefault).toBe(false);
    expect(() => checkTemplate('daily_reminder', own.content.es, 'content.es')).not.toThrow();
    expect(() => checkTemplate('daily_reminder', own.content.en, 'content.en')).not.toThrow();

    const { schedules } = schedulesListSchema.parse(await get('/notifications/schedules'));
    expect(schedules.map((schedule) => [schedule.type, schedule.customMessage, schedule.templateId])).toEqual(
      [
        ['daily_reminder', DEMO_REMINDER_MESSAGE, null],
        ['payment_failed', null, null],
        ['survey_invitation', null, null],
        ['survey_reminder', null, null],
        ['trial_ending', null, null],
        ['weekly_digest', null, null],
      ],
    );
  });

  it('logs the reminders of the last working days to people who had not checked in by their time', async () => {
    const db = app.deps.database.db;
    const rows = await db.select().from(notificationDeliveries);
    const reminders = rows.filter((row) => row.type === 'daily_reminder');
    const days = [...new Set(reminders.map((row) => row.occurrence))].sort();
    expect(days).toHaveLength(DEMO_DELIVERY_DAYS);
    expect(days.every((day) => WORKING_DAYS.some((weekday) => weekday === isoWeekday(day)))).toBe(true);
    expect(days.at(-1)! < TEST_NOW.slice(0, 10)).toBe(true);
    expect(days[0]! >= addDays(TEST_NOW.slice(0, 10), -DEMO_DELIVERY_DAYS * 2)).toBe(true);

    const checkins = await db.select().from(dailyCheckins);
    const answeredBefore = new Set(
      checkins
        .filter((row) => localParts(row.createdAt, ZONE).hour < 9)
        .map((row) => `${row.userId}|${row.checkInDate}`),
    );
    const answeredAfter = new Set(checkins.map((row) => `${row.userId}|${row.checkInDate}`));
    expect(reminders.filter((row) => answeredBefore.has(`${row.userId}|${row.occurrence}`))).toEqual([]);
    // Most of those reminded answered later that day.
    const answeredLater = reminders.filter((row) => answeredAfter.has(`${row.userId}|${row.occurrence}`));
    expect(answeredLater.length / reminders.length).toBeGreaterThan(0.5);
    expect(rows.every((row) => row.channel === 'email' && row.occurrenceKey === row.scheduleId)).toBe(true);

    const statuses = reminders.map((row) => row.status);
    const sent = statuses.filter((status) => status === 'sent').length;
    expect(sent / statuses.length).toBeGreaterThan(0.7);
    expect(statuses.filter((status) => status === 'failed').length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 'pending')).toEqual([]);
    for (const failed of rows.filter((row) => row.status === 'failed'))
      expect(failed.reason).toMatch(/^gave up after 5 attempts: 4\d\d /);
  });

  it('has one morning the server was down, skipped and said so', async () => {
    const rows = await app.deps.database.db.select().from(notificationDeliveries);
    const skipped = rows.filter((row) => row.reason === MISSED_REASON);
    expect(skipped.length).toBeGreaterThan(3);
    expect(new Set(skipped.map((row) => row.occurrence)).size).toBe(1);
    expect(skipped.every((row) => row.status === 'skipped' && row.sentAt === null)).toBe(true);
    const morning = skipped[0]!.occurrence;
    expect(
      rows.filter(
        (row) => row.occurrence === morning && row.type === 'daily_reminder' && row.status !== 'skipped',
      ),
    ).toEqual([]);
  });

  it('bounces one address, suppresses it, and mails it nothing after', async () => {
    const db = app.deps.database.db;
    const rows = await db.select().from(notificationDeliveries);
    const bounced = rows.filter((row) => row.status === 'bounced');
    expect(bounced).toHaveLength(1);
    expect(bounced[0]!.reason).toMatch(/550 5\.1\.1/);
    expect(
      await db
        .select({ email: emailSuppressions.email, status: emailSuppressions.status })
        .from(emailSuppressions),
    ).toEqual([{ email: bounced[0]!.email, status: 'bounced' }]);
    const later = rows.filter(
      (row) => row.userId === bounced[0]!.userId && row.occurrence > bounced[0]!.occurrence,
    );
    expect(later).toEqual([]);
  });

  it('sends the Monday digests to the leaders, none when a team is too small to show figures', async () => {
    const digests = (await app.deps.database.db.select().from(notificationDeliveries)).filter(
      (row) => row.type === 'weekly_digest',
    );
    expect(digests.length).toBeGreaterThan(0);
    expect(digests.every((row) => isoWeekday(row.occurrence) === 1)).toBe(true);
    expect(new Set(digests.map((row) => keyOf(row.userId)))).toEqual(new Set(['carlos', 'lucia', 'irene']));
    expect(
      digests.filter((row) => keyOf(row.userId) === 'irene').every((row) => row.status === 'skipped'),
    ).toBe(true);
    expect(digests.some((row) => keyOf(row.userId) === 'carlos' && row.status === 'sent')).toBe(true);
  });

  it('shows the admin the log with the people’s names', async () => {
    const log = deliveryLogSchema.parse(await get('/notifications/deliveries'));
    expect(log.deliveries).toHaveLength(50);
    expect(log.cursor).not.toBeNull();
    expect(log.counts.bounced).toBe(1);
    expect(log.deliveries.every((delivery) => delivery.person.name.length > 0)).toBe(true);
  });

  it('has one person with reminders paused and one who also receives them as a push', async () => {
    const preferences = await app.deps.database.db
      .select()
      .from(notificationPreferences)
      .orderBy(asc(notificationPreferences.updatedAt));
    const byKey = new Map(preferences.map((row) => [keyOf(row.userId), row]));
    expect(byKey.get('pablo')!.pausedUntil! >= TEST_NOW.slice(0, 10)).toBe(true);
    expect(byKey.get('maria')).toMatchObject({
      type: 'daily_reminder',
      email: true,
      push: true,
      pausedUntil: null,
    });
  });

  it('is the same log on every run, whatever ids the database gives', async () => {
    const again = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const otherPeople = await seedDemoData(again.deps, 'http://localhost:3000');
      const shape = (rows: (typeof notificationDeliveries.$inferSelect)[], seeded: SeededPerson[]) =>
        rows
          .map((row) => ({
            who: seeded.find((person) => person.userId === row.userId)!.spec.key,
            type: row.type,
            occurrence: row.occurrence,
            status: row.status,
            reason: row.reason,
            attempts: row.attempts,
            createdAt: row.createdAt.toISOString(),
            sentAt: row.sentAt?.toISOString() ?? null,
          }))
          .sort((a, b) =>
            `${a.occurrence}${a.type}${a.who}`.localeCompare(`${b.occurrence}${b.type}${b.who}`),
          );
      expect(shape(await again.deps.database.db.select().from(notificationDeliveries), otherPeople)).toEqual(
        shape(await app.deps.database.db.select().from(notificationDeliveries), people),
      );
    } finally {
      await again.dispose();
    }
  }, 60_000);
});
