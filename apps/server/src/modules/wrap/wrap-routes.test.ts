import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { companies, dailyCheckins, recognitions } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';

interface WrapBody {
  wrap: {
    year: number;
    history: string;
    checkinDays: number;
    best: { month: number; pulse: number } | null;
    hardest: { month: number; pulse: number } | null;
    exercises: { total: number };
    recognitions: { received: number; points: number };
    cards: string[];
  };
}

describe('TeraWrap API', () => {
  let app: TestApp;
  let person: TestPerson;
  let leader: TestPerson;

  const wrapOf = async (who: TestPerson, query = '') => {
    const response = await app.request(`/api/v1/wrap${query}`, as(who));
    expect(response.status).toBe(200);
    return ((await response.json()) as WrapBody).wrap;
  };

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    leader = await signUp(app, { email: 'lider@wrap.test' });
    await createCompanyAs(app, leader, 'wrap');
    person = await joinCompany(app, leader, 'wrap', { email: 'persona@wrap.test', reportsTo: leader.userId });
    const day = (date: string, energy: number, pressure: number) => ({
      userId: person.userId,
      checkInDate: date,
      energy,
      mentalPressure: pressure,
      personalConcerns: pressure,
      motivation: energy,
      dayDynamics: ['calm_day' as const],
    });
    await app.deps.database.db
      .insert(dailyCheckins)
      .values([
        day('2025-12-30', 9, 2),
        day('2026-01-12', 9, 2),
        day('2026-01-13', 9, 2),
        day('2026-01-14', 9, 2),
        day('2026-02-09', 3, 8),
        day('2026-02-10', 3, 8),
        day('2026-02-11', 3, 8),
      ]);
    const [company] = await app.deps.database.db.select().from(companies).where(eq(companies.slug, 'wrap'));
    await app.deps.database.db.insert(recognitions).values({
      companyId: company!.id,
      giverId: leader.userId,
      receiverId: person.userId,
      category: 'teamwork',
      title: 'Gracias',
      message: 'Por cubrir la guardia.',
      points: 15,
      isPublic: false,
      givenOn: '2026-02-20',
    });
    await app.request(
      '/api/v1/exercise-sessions',
      as(person, jsonRequest('POST', { session_id: randomUUID(), exercise: 'breathing_478' })),
    );
  }, 30_000);
  afterAll(() => app.dispose());

  it('answers 401 to anyone not signed in', async () => {
    expect((await app.request('/api/v1/wrap')).status).toBe(401);
  });

  it('builds this year’s wrap from the person’s own check-ins and exercises', async () => {
    const wrap = await wrapOf(person);
    expect(wrap).toMatchObject({
      year: 2026,
      history: 'full',
      checkinDays: 6,
      best: { month: 1 },
      hardest: { month: 2 },
      exercises: { total: 1 },
      recognitions: { received: 1, points: 15 },
    });
    expect(wrap.cards).toEqual([
      'intro',
      'checkins',
      'months',
      'periods',
      'recognitions',
      'exercises',
      'closing',
    ]);
  });

  it('builds another year on request, short as its history is', async () => {
    expect(await wrapOf(person, '?year=2025')).toMatchObject({
      year: 2025,
      history: 'short',
      checkinDays: 1,
    });
    expect((await app.request('/api/v1/wrap?year=1999', as(person))).status).toBe(400);
  });

  it('shows the leader their own year, never the person’s', async () => {
    expect(await wrapOf(leader)).toMatchObject({
      history: 'empty',
      checkinDays: 0,
      cards: ['first_checkin'],
    });
  });
});
