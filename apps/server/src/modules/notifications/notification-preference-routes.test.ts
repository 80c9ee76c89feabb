import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Preferences } from '@tera/domain';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';

const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/device-1',
  keys: { p256dh: 'BKey-of-the-browser', auth: 'auth-secret' },
};

describe('one’s own notification preferences and devices', () => {
  let app: TestApp;
  let admin: TestPerson;
  let dev: TestPerson;

  const read = async (person: TestPerson) => {
    const response = await app.request('/api/v1/me/notification-preferences', as(person));
    expect(response.status).toBe(200);
    return (await response.json()) as Preferences;
  };
  const save = (person: TestPerson, body: unknown) =>
    app.request('/api/v1/me/notification-preferences', as(person, jsonRequest('PUT', body)));
  const devicesOf = async (person: TestPerson) =>
    (
      await app.deps.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, person.userId))
    ).map(({ endpoint, p256dh, auth }) => ({ endpoint, p256dh, auth }));

  beforeAll(async () => {
    // TEST_NOW is 10:00 UTC on Monday 2 March 2026, that same Monday in the person’s zone.
    app = await createTestApp();
    admin = await signUp(app, { email: 'admin@prefs.test', name: 'Ada Admin' });
    await createCompanyAs(app, admin, 'prefs', 'Prefs');
    dev = await joinCompany(app, admin, 'prefs', { email: 'dev@prefs.test', name: 'Dora Dev' });
  }, 60_000);
  afterAll(() => app.dispose());

  it('starts with e-mail on and push off for every type, nothing paused', async () => {
    expect(await read(dev)).toEqual({
      preferences: [
        { type: 'daily_reminder', email: true, push: false },
        { type: 'weekly_digest', email: true, push: false },
        { type: 'survey_invitation', email: true, push: false },
        { type: 'survey_reminder', email: true, push: false },
        { type: 'trial_ending', email: true, push: false },
        { type: 'payment_failed', email: true, push: false },
      ],
      pausedUntil: null,
    });
  });

  it('keeps what the person chose; push only where a type can be pushed', async () => {
    const response = await save(dev, {
      preferences: [
        { type: 'daily_reminder', email: false, push: true },
        { type: 'weekly_digest', email: false, push: true },
        { type: 'survey_reminder', email: false, push: true },
      ],
    });
    expect(response.status).toBe(200);
    const expected = {
      preferences: [
        { type: 'daily_reminder', email: false, push: true },
        { type: 'weekly_digest', email: false, push: false },
        { type: 'survey_invitation', email: true, push: false },
        { type: 'survey_reminder', email: false, push: false },
        { type: 'trial_ending', email: true, push: false },
        { type: 'payment_failed', email: true, push: false },
      ],
      pausedUntil: null,
    };
    expect(await response.json()).toEqual(expected);
    expect(await read(dev)).toEqual(expected);
    expect((await read(admin)).preferences.every((p) => p.email)).toBe(true);
  });

  it('pauses reminders for a week from the person’s today, and resumes them', async () => {
    const current = (await read(dev)).preferences;
    const paused = await save(dev, { preferences: current, pause: true });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ preferences: current, pausedUntil: '2026-03-08' });

    const resumed = await save(dev, { preferences: current, pause: false });
    expect(await resumed.json()).toEqual({ preferences: current, pausedUntil: null });
  });

  it('refuses an update without preferences or with an unknown type', async () => {
    expect((await save(dev, { preferences: [] })).status).toBe(400);
    expect(
      (await save(dev, { preferences: [{ type: 'newsletter', email: true, push: false }] })).status,
    ).toBe(400);
  });

  it('answers 401 to nobody signed in', async () => {
    expect((await app.request('/api/v1/me/notification-preferences')).status).toBe(401);
    expect((await app.request('/api/v1/push/public-key')).status).toBe(401);
  });

  it('gives a signed-in browser the key to subscribe with, the same every time', async () => {
    const first = await app.request('/api/v1/push/public-key', as(dev));
    expect(first.status).toBe(200);
    const { publicKey } = (await first.json()) as { publicKey: string };
    // An uncompressed P-256 point, base64url: what PushManager.subscribe takes.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = (await (await app.request('/api/v1/push/public-key', as(admin))).json()) as {
      publicKey: string;
    };
    expect(again.publicKey).toBe(publicKey);
  });

  it('keeps a device once, moves it to whoever subscribes on it last, and forgets it on request', async () => {
    const subscribe = (person: TestPerson, body: unknown) =>
      app.request('/api/v1/me/push-subscriptions', as(person, jsonRequest('POST', body)));
    expect((await subscribe(dev, SUBSCRIPTION)).status).toBe(204);
    expect((await subscribe(dev, SUBSCRIPTION)).status).toBe(204);
    expect(await devicesOf(dev)).toEqual([
      { endpoint: SUBSCRIPTION.endpoint, p256dh: SUBSCRIPTION.keys.p256dh, auth: SUBSCRIPTION.keys.auth },
    ]);

    const renewed = { ...SUBSCRIPTION, keys: { p256dh: 'BNew-key', auth: 'new-auth' } };
    expect((await subscribe(admin, renewed)).status).toBe(204);
    expect(await devicesOf(dev)).toEqual([]);
    expect(await devicesOf(admin)).toEqual([
      { endpoint: SUBSCRIPTION.endpoint, p256dh: 'BNew-key', auth: 'new-auth' },
    ]);

    const forget = (person: TestPerson) =>
      app.request(
        '/api/v1/me/push-subscriptions',
        as(person, jsonRequest('DELETE', { endpoint: SUBSCRIPTION.endpoint })),
      );
    expect((await forget(dev)).status).toBe(204);
    expect(await devicesOf(admin)).toHaveLength(1);
    expect((await forget(admin)).status).toBe(204);
    expect(await devicesOf(admin)).toEqual([]);
  });

  it('refuses a subscription that is not one', async () => {
    const response = await app.request(
      '/api/v1/me/push-subscriptions',
      as(dev, jsonRequest('POST', { endpoint: 'not a url', keys: { p256dh: '', auth: '' } })),
    );
    expect(response.status).toBe(400);
  });
});
