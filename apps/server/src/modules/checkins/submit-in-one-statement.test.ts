import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokenFromCookie } from '../../auth/session-cookie.ts';
import type { NamedStatement } from '../../db/database.ts';
import { authSessions, companies, dailyCheckins, userProfiles } from '../../db/schema/index.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';

// TEST_NOW is 2026-03-02T10:00Z: 11:00 in Madrid, 19:00 in Tokyo, 02:00 in Los Angeles.
const TODAY = '2026-03-02';
const SLUG = 'one-statement';
const values = {
  energy: 7,
  mental_pressure: 4,
  personal_concerns: 3,
  motivation: 8,
  work_modality: 'remote',
};

describe('a check-in submit in one statement', () => {
  let app: TestApp;
  let admin: TestPerson;
  /** What each of the submit's own statements found: stored a check-in, or left it to the route. */
  const statements: ('stored' | 'left to the route')[] = [];

  const submit = (person: TestPerson, body: unknown = { ...values, submission_id: randomUUID() }) =>
    app.request('/api/v1/checkins/today', as(person, jsonRequest('PUT', body)));
  const storedRows = (person: TestPerson) =>
    app.deps.database.db.select().from(dailyCheckins).where(eq(dailyCheckins.userId, person.userId));
  const setTimeZone = async (timeZone: string) => {
    const response = await app.request(
      `/api/v1/companies/${SLUG}/settings`,
      as(admin, jsonRequest('PATCH', { timeZone })),
    );
    expect(response.status).toBe(200);
  };
  let invited = 0;
  const member = () => joinCompany(app, admin, SLUG, { email: `member-${(invited += 1)}@one.test` });

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    const { database } = app.deps;
    const run = database.run.bind(database);
    database.run = async <Row>(statement: NamedStatement, params: unknown[]) => {
      const rows = await run<Row>(statement, params);
      const stored = (rows[0] as { id?: string | null } | undefined)?.id;
      statements.push(stored ? 'stored' : 'left to the route');
      return rows;
    };
    admin = await signUp(app, { email: 'admin@one.test' });
    await createCompanyAs(app, admin, SLUG);
  }, 60_000);
  afterAll(() => app.dispose());

  it('stores once the company’s clock is known, answering exactly as the route does', async () => {
    const [first, second] = [await member(), await member()];
    statements.length = 0;

    const learned = await submit(first);
    expect(learned.status).toBe(201);
    expect(statements).toEqual(['left to the route']);

    const body = { ...values, day_dynamics: ['calm_day'], submission_id: randomUUID() };
    const created = await submit(second, body);
    expect(statements).toEqual(['left to the route', 'stored']);
    expect(created.status).toBe(201);
    const answer = (await created.json()) as { checkin: Record<string, unknown>; completed: boolean };
    expect(answer).toEqual({
      completed: true,
      checkin: {
        id: expect.any(String),
        user_id: second.userId,
        check_in_date: TODAY,
        energy: 7,
        mental_pressure: 4,
        personal_concerns: 3,
        motivation: 8,
        variability: null,
        work_modality: 'remote',
        day_dynamics: ['calm_day'],
        personal_conditions: null,
        special_situations: null,
        created_at: '2026-03-02T10:00:00.000Z',
      },
    });
    const [row] = await storedRows(second);
    expect(row).toMatchObject({
      companyId: expect.any(String),
      checkInDate: TODAY,
      submissionId: body.submission_id,
    });

    const retried = await submit(second, body);
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as { checkin: { id: string } }).checkin.id).toBe(answer.checkin.id);
    const another = await submit(second);
    expect(another.status).toBe(409);
    expect(await another.json()).toMatchObject({ error: { reason: 'CHECKIN_NOT_ALLOWED' } });
    expect(await storedRows(second)).toHaveLength(1);
  });

  it('never stores for an ended session, a deactivated person, or a body the route refuses', async () => {
    const [ended, deactivated, careless] = [await member(), await member(), await member()];
    const token = sessionTokenFromCookie(ended.cookie, await app.deps.auth.secret()) ?? '';
    await app.deps.database.db
      .update(authSessions)
      .set({ expiresAt: new Date('2026-03-01T00:00:00Z') })
      .where(eq(authSessions.token, token));
    expect((await submit(ended)).status).toBe(401);

    await app.deps.database.db
      .update(userProfiles)
      .set({ isActive: false })
      .where(eq(userProfiles.id, deactivated.userId));
    expect((await submit(deactivated)).status).toBe(401);

    const invalid = await submit(careless, { ...values, energy: 11, submission_id: randomUUID() });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { energy: expect.any(Array) } },
    });
    const notJson = await app.request(
      '/api/v1/checkins/today',
      as(careless, {
        method: 'PUT',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ ...values, submission_id: randomUUID() }),
      }),
    );
    expect(notJson.status).toBe(415);

    for (const person of [ended, deactivated, careless]) expect(await storedRows(person)).toEqual([]);
  });

  it('follows a changed time zone at once, and the people of a closed company by their own clock', async () => {
    const [night, evening, orphan] = [await member(), await member(), await member()];
    await submit(await member());

    await setTimeZone('America/Los_Angeles');
    const closed = await submit(night);
    expect(closed.status).toBe(409);
    expect(await storedRows(night)).toEqual([]);

    await setTimeZone('Asia/Tokyo');
    await submit(await member());
    statements.length = 0;
    expect((await submit(evening)).status).toBe(201);
    expect(statements).toEqual(['stored']);
    expect(await storedRows(evening)).toMatchObject([{ checkInDate: TODAY }]);

    await app.deps.database.db.update(companies).set({ isActive: false }).where(eq(companies.slug, SLUG));
    expect((await submit(orphan)).status).toBe(201);
    expect(await storedRows(orphan)).toMatchObject([{ companyId: null, checkInDate: TODAY }]);
  });
});
