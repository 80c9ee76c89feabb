import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_SCHEDULES } from '@tera/domain';
import { companies, notificationSchedules } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';

const migration = readFileSync(
  new URL('../../../drizzle/0015_default_notification_schedules.sql', import.meta.url),
  'utf8',
);

const SETTINGS = {
  workday_start_hour: 9,
  time_zone: 'Europe/Madrid',
  confidentiality_threshold: 3,
  default_language: 'es' as const,
};

describe('the default schedules of companies made before notifications', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 30_000);
  afterAll(() => database.dispose());

  it('gives every company each type it does not schedule yet, once', async () => {
    const db = database.db;
    const [bare, scheduled] = await db
      .insert(companies)
      .values([
        { name: 'Bare', slug: 'bare', settings: SETTINGS },
        { name: 'Scheduled', slug: 'scheduled', settings: SETTINGS },
      ])
      .returning({ id: companies.id });
    await db.insert(notificationSchedules).values({
      companyId: scheduled!.id,
      type: 'daily_reminder',
      time: '07:45',
      days: [1, 3],
      active: false,
      recipients: { kind: 'everyone' },
    });

    await db.execute(sql.raw(migration));
    await db.execute(sql.raw(migration));

    const rows = await db
      .select()
      .from(notificationSchedules)
      .orderBy(asc(notificationSchedules.companyId), asc(notificationSchedules.type));
    const of = (companyId: string) =>
      rows
        .filter((row) => row.companyId === companyId)
        .map((row) => [
          row.type,
          row.time,
          row.days,
          row.active,
          row.timeZone,
          row.templateId,
          row.recipients,
        ]);
    expect(of(bare!.id)).toEqual([
      [
        'daily_reminder',
        DEFAULT_SCHEDULES.daily_reminder.time,
        [1, 2, 3, 4, 5],
        true,
        null,
        null,
        { kind: 'everyone' },
      ],
      ['weekly_digest', DEFAULT_SCHEDULES.weekly_digest.time, [1], true, null, null, { kind: 'everyone' }],
    ]);
    // Its own reminder stays as it was; only the digest it lacked is added.
    expect(of(scheduled!.id)).toEqual([
      ['daily_reminder', '07:45', [1, 3], false, null, null, { kind: 'everyone' }],
      ['weekly_digest', '08:30', [1], true, null, null, { kind: 'everyone' }],
    ]);
    const [added] = await db
      .select({ dueFrom: notificationSchedules.dueFrom })
      .from(notificationSchedules)
      .where(eq(notificationSchedules.companyId, bare!.id));
    expect(Date.now() - added!.dueFrom.getTime()).toBeLessThan(60_000);
  });
});
