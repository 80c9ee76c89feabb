import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPulseSchema } from '@tera/domain';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signIn, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { DEMO_PASSWORD } from '../../seed/demo-people.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';

describe('own TeraPulse', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
  }, 60_000);
  afterAll(() => app.dispose());

  const ownPulse = async (person: TestPerson, from: string, to: string) => {
    const response = await app.request(`/api/v1/pulse/me?from=${from}&to=${to}`, as(person));
    expect(response.status).toBe(200);
    return ownPulseSchema.parse(await response.json());
  };

  it('gives each day’s pulse, band and four indicators, and the streak', async () => {
    const pablo = await signIn(app, 'pablo@demo.tera.local', DEMO_PASSWORD);
    const pulse = await ownPulse(pablo, '2026-02-01', '2026-03-02');
    expect(pulse.today).toBe('2026-03-02');
    expect(pulse.days.length).toBeGreaterThan(15);
    const dates = pulse.days.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    for (const day of pulse.days) {
      const expected = Math.round(
        ((day.energy + day.motivation + (11 - day.mentalPressure) + (11 - day.personalConcerns)) / 4 - 1) /
          0.09,
      );
      expect(day.pulse).toBe(expected);
    }
    expect(pulse.streak).toBeGreaterThanOrEqual(0);
  });

  it('counts a new person’s streak from their first check-in and shows only their own days', async () => {
    const newcomer = await signUp(app, { email: 'newcomer@pulse.test' });
    expect(await ownPulse(newcomer, '2026-02-01', '2026-03-02')).toEqual({
      today: '2026-03-02',
      streak: 0,
      days: [],
    });
    const put = await app.request(
      '/api/v1/checkins/today',
      as(
        newcomer,
        jsonRequest('PUT', {
          energy: 10,
          mental_pressure: 1,
          personal_concerns: 1,
          motivation: 10,
          submission_id: randomUUID(),
        }),
      ),
    );
    expect(put.status).toBe(201);
    expect(await ownPulse(newcomer, '2026-03-02', '2026-03-02')).toEqual({
      today: '2026-03-02',
      streak: 1,
      days: [
        {
          date: '2026-03-02',
          pulse: 100,
          band: 'excellent',
          energy: 10,
          mentalPressure: 1,
          personalConcerns: 1,
          motivation: 10,
        },
      ],
    });
  });

  it('refuses a reversed, overlong or malformed range, and anyone signed out', async () => {
    const person = await signUp(app, { email: 'ranges@pulse.test' });
    for (const query of [
      'from=2026-03-02&to=2026-03-01',
      'from=2025-01-01&to=2026-03-02',
      'from=2026-02-30&to=2026-03-02',
      'from=yesterday&to=2026-03-02',
      'to=2026-03-02',
    ]) {
      expect((await app.request(`/api/v1/pulse/me?${query}`, as(person))).status).toBe(400);
    }
    expect((await app.request('/api/v1/pulse/me?from=2026-03-01&to=2026-03-02')).status).toBe(401);
  });
});
