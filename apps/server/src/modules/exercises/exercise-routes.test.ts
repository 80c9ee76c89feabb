import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';

// TEST_NOW is 2026-03-02T10:00Z: 11:00 in Madrid.
const TODAY = '2026-03-02';

interface SessionBody {
  session: { id: string; exercise: string; completed_on: string; completed_at: string };
}

describe('exercise sessions API', () => {
  let app: TestApp;
  let person: TestPerson;
  let other: TestPerson;

  const record = (who: TestPerson, body: unknown) =>
    app.request('/api/v1/exercise-sessions', as(who, jsonRequest('POST', body)));
  const list = async (who: TestPerson, query = `from=${TODAY}&to=${TODAY}`) =>
    (
      (await (await app.request(`/api/v1/exercise-sessions?${query}`, as(who))).json()) as {
        sessions: SessionBody['session'][];
      }
    ).sessions;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    person = await signUp(app, { email: 'respira@example.com' });
    other = await signUp(app, { email: 'otra@example.com' });
  }, 30_000);
  afterAll(() => app.dispose());

  it('answers 401 to anyone not signed in', async () => {
    const response = await app.request(
      '/api/v1/exercise-sessions',
      jsonRequest('POST', { session_id: randomUUID(), exercise: 'mindful_moment' }),
    );
    expect(response.status).toBe(401);
  });

  it('records a completed session on the local today, once however often it is sent', async () => {
    const sessionId = randomUUID();
    const first = await record(person, { session_id: sessionId, exercise: 'mindful_moment' });
    expect(first.status).toBe(201);
    expect(((await first.json()) as SessionBody).session).toMatchObject({
      id: sessionId,
      exercise: 'mindful_moment',
      completed_on: TODAY,
    });
    expect((await record(person, { session_id: sessionId, exercise: 'mindful_moment' })).status).toBe(200);
    expect(await list(person)).toHaveLength(1);
  });

  it('lists only the caller’s own sessions, and refuses someone else’s id without showing it', async () => {
    const sessionId = randomUUID();
    await record(person, { session_id: sessionId, exercise: 'focus_reset' });
    const reused = await record(other, { session_id: sessionId, exercise: 'focus_reset' });
    expect(reused.status).toBe(400);
    expect(await reused.text()).not.toContain('focus_reset');
    expect(await list(other)).toEqual([]);
    expect((await list(person)).map((session) => session.exercise)).toEqual([
      'mindful_moment',
      'focus_reset',
    ]);
  });

  it('refuses an unknown exercise and a range of more than a year', async () => {
    expect((await record(person, { session_id: randomUUID(), exercise: 'yoga' })).status).toBe(400);
    const range = await app.request('/api/v1/exercise-sessions?from=2025-01-01&to=2026-03-02', as(person));
    expect(range.status).toBe(400);
  });
});
