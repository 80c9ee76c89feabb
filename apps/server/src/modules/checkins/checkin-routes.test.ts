import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';

// TEST_NOW is 2026-03-02T10:00Z: 11:00 in Madrid, inside the window.
const TODAY = '2026-03-02';
const values = {
  energy: 8,
  mental_pressure: 3,
  personal_concerns: 2,
  motivation: 9,
  work_modality: 'office',
  day_dynamics: ['calm_day'],
  personal_conditions: [],
  special_situations: null,
};

interface ErrorBody {
  error: { code: string; reason?: string; message: string; fields?: Record<string, string[]> };
}

describe('check-in API', () => {
  let app: TestApp;

  const put = (person: TestPerson, body: unknown) =>
    app.request('/api/v1/checkins/today', as(person, jsonRequest('PUT', body)));
  const today = async (person: TestPerson) =>
    (await (await app.request('/api/v1/checkins/today', as(person))).json()) as {
      date: string;
      completed: boolean;
      allowed: boolean;
      hour: number;
      workdayStartHour: number;
      checkin: {
        id: string;
        energy: number;
        day_dynamics: string[] | null;
        personal_conditions: null;
      } | null;
    };

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
  }, 30_000);
  afterAll(() => app.dispose());

  it('answers 401 to anyone not signed in, and writes nothing', async () => {
    expect((await app.request('/api/v1/checkins/today')).status).toBe(401);
    const response = await app.request(
      '/api/v1/checkins/today',
      jsonRequest('PUT', { ...values, submission_id: randomUUID() }),
    );
    expect(response.status).toBe(401);
  });

  it("shows no check-in yet, allowed, in the person's time zone", async () => {
    const person = await signUp(app, { email: 'first@example.com' });
    expect(await today(person)).toMatchObject({
      date: TODAY,
      hour: 11,
      workdayStartHour: 9,
      checkin: null,
      completed: false,
      allowed: true,
    });
  });

  it('creates the check-in with 201, then refuses another with the not-allowed message', async () => {
    const person = await signUp(app, { email: 'creates@example.com' });
    const created = await put(person, { ...values, submission_id: randomUUID() });
    expect(created.status).toBe(201);
    const body = (await created.json()) as { checkin: { check_in_date: string; personal_conditions: null } };
    expect(body.checkin.check_in_date).toBe(TODAY);
    // An empty list is stored as null, as the payload contract says.
    expect(body.checkin.personal_conditions).toBeNull();
    expect(await today(person)).toMatchObject({ completed: true, allowed: false });

    const again = await put(person, { ...values, energy: 2, submission_id: randomUUID() });
    expect(again.status).toBe(409);
    const error = (await again.json()) as ErrorBody;
    expect(error.error.reason).toBe('CHECKIN_NOT_ALLOWED');
    expect(error.error.message).toBe('Check-in not allowed at this time or already completed');
    expect((await today(person)).checkin?.energy).toBe(8);
  });

  it('answers a retried submission with 200 and the same row', async () => {
    const person = await signUp(app, { email: 'retries@example.com' });
    const submissionId = randomUUID();
    const first = (await (await put(person, { ...values, submission_id: submissionId })).json()) as {
      checkin: { id: string };
    };
    const retry = await put(person, { ...values, submission_id: submissionId });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { checkin: { id: string } }).checkin.id).toBe(first.checkin.id);
  });

  it('refuses bad values with 400 naming each field, and stores nothing', async () => {
    const person = await signUp(app, { email: 'invalid@example.com' });
    const response = await put(person, {
      energy: 11,
      mental_pressure: 0,
      personal_concerns: 2.5,
      motivation: '7',
      work_modality: 'beach',
      day_dynamics: ['calm_day', 'calm_day'],
      submission_id: randomUUID(),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual([
      'day_dynamics',
      'energy',
      'mental_pressure',
      'motivation',
      'personal_concerns',
      'work_modality',
    ]);
    expect((await today(person)).checkin).toBeNull();
  });

  it('lands concurrent submits of one person as one row', async () => {
    const person = await signUp(app, { email: 'doubles@example.com' });
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => put(person, { ...values, submission_id: randomUUID() })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const history = await app.request(`/api/v1/checkins?from=${TODAY}&to=${TODAY}`, as(person));
    expect(((await history.json()) as { checkins: unknown[] }).checkins).toHaveLength(1);
  });

  it('lists, exports and erases only the caller’s own check-ins', async () => {
    const mine = await signUp(app, { email: 'mine@example.com' });
    const theirs = await signUp(app, { email: 'theirs@example.com' });
    await put(mine, { ...values, submission_id: randomUUID() });
    await put(theirs, { ...values, energy: 3, submission_id: randomUUID() });
    await put(mine, { ...values, submission_id: randomUUID(), made_at: '2026-03-01T12:00:00+01:00' });

    const history = (await (
      await app.request(`/api/v1/checkins?from=2026-02-01&to=${TODAY}`, as(mine))
    ).json()) as {
      checkins: { check_in_date: string; user_id: string }[];
    };
    expect(history.checkins.map((c) => c.check_in_date)).toEqual(['2026-03-01', TODAY]);
    expect(new Set(history.checkins.map((c) => c.user_id))).toEqual(new Set([mine.userId]));

    const csv = await app.request('/api/v1/checkins/export?format=csv', as(mine));
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('attachment; filename="tera-checkins-');
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(3);

    const erased = await app.request('/api/v1/checkins', as(mine, { method: 'DELETE' }));
    expect(await erased.json()).toEqual({ deleted: 2 });
    expect((await today(mine)).checkin).toBeNull();
    expect((await today(theirs)).checkin?.energy).toBe(3);
  });

  it('refuses a history range that is backwards or longer than a year', async () => {
    const person = await signUp(app, { email: 'ranges@example.com' });
    expect((await app.request('/api/v1/checkins?from=2026-03-02&to=2026-03-01', as(person))).status).toBe(
      400,
    );
    expect((await app.request('/api/v1/checkins?from=2025-01-01&to=2026-03-02', as(person))).status).toBe(
      400,
    );
    expect((await app.request('/api/v1/checkins?from=2026-02-30&to=2026-03-02', as(person))).status).toBe(
      400,
    );
  });
});
