import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pulseScore } from '@tera/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { companyDayTotals, dailyCheckins } from '../../db/schema/index.ts';
import { fixedClock } from '../../platform/clock.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signIn, type TestPerson } from '../../../test/support/sessions.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';

interface CompanyPulse {
  threshold: number;
  days: { date: string; answered: number; pulse: number | null }[];
}

describe("the company's 30-day pulse", () => {
  let app: TestApp;
  let ana: TestPerson;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
    ana = await signIn(app, 'ana@demo.tera.local', DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => app.dispose());

  it('gives an admin one figure per day, the mean of everyone’s pulse that day', async () => {
    const body = (await (await app.request('/api/v1/companies/demo/pulse', as(ana))).json()) as CompanyPulse;
    expect(body.days).toHaveLength(30);
    const day = body.days.find((d) => d.answered >= 3 && d.pulse !== null)!;
    // The figure covers the day's answers in the order they were stored, in whole batches.
    const rows = await app.deps.database.db
      .select()
      .from(dailyCheckins)
      .where(and(eq(dailyCheckins.checkInDate, day.date), isNotNull(dailyCheckins.groupCompanyId)))
      .orderBy(sql`greatest(${dailyCheckins.createdAt}, ${dailyCheckins.submittedAt})`, dailyCheckins.userId);
    expect(rows.length - day.answered).toBeLessThan(3);
    const scores = rows.slice(0, day.answered).map((r) =>
      pulseScore({
        energy: r.energy,
        mental_pressure: r.mentalPressure,
        personal_concerns: r.personalConcerns,
        motivation: r.motivation,
      }),
    );
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    expect(Math.abs((day.pulse ?? 0) - mean)).toBeLessThanOrEqual(1);
  });

  it('keeps a closed day’s totals once read, and sums the day again once its answers are erased', async () => {
    const read = async () =>
      (await (await app.request('/api/v1/companies/demo/pulse', as(ana))).json()) as CompanyPulse;
    const first = await read();
    const day = first.days.slice(0, -3).findLast((d) => d.answered >= 6)!;
    const { db } = app.deps.database;
    const keptRow = () =>
      db.select().from(companyDayTotals).where(eq(companyDayTotals.checkInDate, day.date));
    const [kept] = await keptRow();
    const answers = await db
      .select()
      .from(dailyCheckins)
      .where(and(eq(dailyCheckins.checkInDate, day.date), isNotNull(dailyCheckins.groupCompanyId)));
    expect(kept?.answered).toBe(answers.length);
    expect(kept?.energy).toBe(answers.reduce((sum, answer) => sum + answer.energy, 0));
    expect(await read()).toEqual(first);

    const erased = answers.slice(0, 3).map((answer) => answer.id);
    await db.delete(dailyCheckins).where(inArray(dailyCheckins.id, erased));
    expect(await keptRow()).toEqual([]);
    const after = (await read()).days.find((d) => d.date === day.date)!;
    expect(after.answered).toBeLessThanOrEqual(answers.length - 3);
    expect((await keptRow())[0]?.answered).toBe(answers.length - 3);
  });

  it('withholds days below the threshold the admin set, from the next day on', async () => {
    const read = async () =>
      (await (await app.request('/api/v1/companies/demo/pulse', as(ana))).json()) as CompanyPulse;
    const before = await read();
    await app.request(
      '/api/v1/companies/demo/settings',
      as(ana, jsonRequest('PATCH', { confidentialityThreshold: 10 })),
    );
    // Recutting a day already released by the old threshold would show it one batch smaller.
    const after = await read();
    expect(after.threshold).toBe(10);
    expect(after.days).toEqual(before.days);

    app.deps.clock = fixedClock('2026-03-03T10:00:00.000Z');
    for (const name of ['carlos', 'lucia', 'irene', 'javier']) {
      const person = await signIn(app, `${name}@demo.tera.local`, DEMO_PASSWORD);
      const response = await app.request(
        '/api/v1/checkins/today',
        as(
          person,
          jsonRequest('PUT', {
            energy: 6,
            mental_pressure: 5,
            personal_concerns: 5,
            motivation: 6,
            submission_id: randomUUID(),
          }),
        ),
      );
      expect(response.status).toBe(201);
    }
    const next = await read();
    expect(next.days.at(-1)).toMatchObject({ date: '2026-03-03', answered: 0, pulse: null });
  });

  it('is for admins only', async () => {
    const javier = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    expect((await app.request('/api/v1/companies/demo/pulse', as(javier))).status).toBe(403);
  });
});
