import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dailyCheckinSchema, pulseScore } from '@tera/domain';
import { createTestDatabase } from '../../test/support/test-database.ts';
import { dailyCheckins } from '../db/schema/index.ts';
import { presentCheckin } from '../modules/checkins/checkin-presenter.ts';
import { seedDemoCheckins, type DemoCheckinPerson } from './seed-demo-checkins.ts';

const ZONE = 'Europe/Madrid';
const COMPANY = '6f1c2e8a-4d3b-4b7e-9a51-3c2d1e0f9a8b';
// A Monday at 12:30 in Madrid.
const NOW = new Date('2026-11-23T11:30:00Z');

const people: DemoCheckinPerson[] = [
  { userId: 'steady-1', email: 'steady-1@demo.test', companyId: COMPANY, timeZone: ZONE, teamMood: 'steady' },
  { userId: 'open-today', email: 'open@demo.test', companyId: COMPANY, timeZone: ZONE, keepTodayOpen: true },
  {
    userId: 'struggling',
    email: 'struggling@demo.test',
    companyId: COMPANY,
    timeZone: ZONE,
    struggling: true,
  },
  ...Array.from({ length: 6 }, (_, i) => ({
    userId: `deadline-${i}`,
    email: `deadline-${i}@demo.test`,
    companyId: COMPANY,
    timeZone: ZONE,
    teamMood: 'deadline' as const,
  })),
];

describe('demo check-ins', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let inserted = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    inserted = await seedDemoCheckins(database.db, people, NOW);
  }, 30_000);
  afterAll(() => database.dispose());

  it('stores valid check-ins on most workdays of the last 90 days', async () => {
    const rows = await database.db.select().from(dailyCheckins);
    expect(rows).toHaveLength(inserted);
    for (const row of rows) expect(dailyCheckinSchema.safeParse(presentCheckin(row)).success).toBe(true);
    const dates = new Set(rows.map((row) => row.checkInDate));
    expect([...dates].every((date) => date >= '2026-08-26' && date <= '2026-11-23')).toBe(true);
    // About 64 workdays at 85% for nine people, plus a few weekend answers.
    expect(rows.length).toBeGreaterThan(9 * 64 * 0.7);
    expect(rows.length).toBeLessThan(9 * 90);
  });

  it('is the same history every time, whatever ids the database gives the people', async () => {
    const again = await createTestDatabase();
    try {
      const renamed = people.map((person) => ({ ...person, userId: `next-run-${person.userId}` }));
      expect(await seedDemoCheckins(again.db, renamed, NOW)).toBe(inserted);
      const first = await database.db
        .select()
        .from(dailyCheckins)
        .where(eq(dailyCheckins.userId, 'steady-1'));
      const second = await again.db
        .select()
        .from(dailyCheckins)
        .where(eq(dailyCheckins.userId, 'next-run-steady-1'));
      const values = (rows: typeof first) =>
        rows
          .map((r) => [r.checkInDate, r.energy, r.mentalPressure, r.personalConcerns, r.motivation].join())
          .sort();
      expect(values(second)).toEqual(values(first));
    } finally {
      await again.dispose();
    }
  });

  it('leaves today open where asked and never dates a check-in after now', async () => {
    const today = await database.db
      .select()
      .from(dailyCheckins)
      .where(eq(dailyCheckins.checkInDate, '2026-11-23'));
    expect(today.some((row) => row.userId === 'open-today')).toBe(false);
    for (const row of today) {
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(new Date('2026-11-23T08:00:00Z').getTime());
    }
  });

  it('gives the struggling person three critical days running', async () => {
    const rows = await database.db.select().from(dailyCheckins).where(eq(dailyCheckins.userId, 'struggling'));
    const recent = rows.filter((row) => ['2026-11-20', '2026-11-21', '2026-11-22'].includes(row.checkInDate));
    expect(recent).toHaveLength(3);
    for (const row of recent) {
      expect(
        pulseScore({
          energy: row.energy,
          mental_pressure: row.mentalPressure,
          personal_concerns: row.personalConcerns,
          motivation: row.motivation,
        }),
      ).toBeLessThan(50);
    }
  });
});
