import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pulseScore } from '@tera/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { dailyCheckins } from '../../db/schema/index.ts';
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
    const rows = await app.deps.database.db
      .select()
      .from(dailyCheckins)
      .where(and(eq(dailyCheckins.checkInDate, day.date), isNotNull(dailyCheckins.companyId)));
    const scores = rows.map((r) =>
      pulseScore({
        energy: r.energy,
        mental_pressure: r.mentalPressure,
        personal_concerns: r.personalConcerns,
        motivation: r.motivation,
      }),
    );
    expect(day.answered).toBe(scores.length);
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    expect(Math.abs((day.pulse ?? 0) - mean)).toBeLessThanOrEqual(1);
  });

  it('withholds days below the threshold the admin set', async () => {
    await app.request(
      '/api/v1/companies/demo/settings',
      as(ana, jsonRequest('PATCH', { confidentialityThreshold: 10 })),
    );
    const body = (await (await app.request('/api/v1/companies/demo/pulse', as(ana))).json()) as CompanyPulse;
    expect(body.threshold).toBe(10);
    for (const day of body.days) if (day.answered < 10) expect(day.pulse).toBeNull();
    expect(body.days.some((day) => day.answered < 10)).toBe(true);
  });

  it('is for admins only', async () => {
    const javier = await signIn(app, 'javier@demo.tera.local', DEMO_PASSWORD);
    expect((await app.request('/api/v1/companies/demo/pulse', as(javier))).status).toBe(403);
  });
});
