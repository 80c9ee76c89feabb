import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import {
  startPushService,
  type PushService,
  type TestSubscription,
} from '../../../test/support/push-service.ts';
import { createPushSender, type PushMessage, type PushSender } from './push-sender.ts';

const REMINDER: PushMessage = {
  title: 'Tu check-in de hoy',
  body: '¿Cómo estás hoy? Te lleva un minuto.',
  url: 'https://tera.example/dashboard',
  tag: 'daily_reminder',
};

describe('Web Push to a person’s devices', () => {
  let app: TestApp;
  let service: PushService;
  let sender: PushSender;
  let ana: TestPerson;
  let bruno: TestPerson;

  const subscribe = async (person: TestPerson): Promise<TestSubscription> => {
    const subscription = service.subscribe();
    const response = await app.request(
      '/api/v1/me/push-subscriptions',
      as(person, jsonRequest('POST', subscription)),
    );
    expect(response.status).toBe(204);
    return subscription;
  };
  const endpointsOf = async (person: TestPerson) =>
    (
      await app.deps.database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, person.userId))
    ).map((row) => row.endpoint);

  beforeAll(async () => {
    app = await createTestApp();
    service = await startPushService();
    const { database, config, logger } = app.deps;
    sender = createPushSender({ database, config, logger, agent: service.agent });
    ana = await signUp(app, { email: 'ana@push.test', name: 'Ana' });
    bruno = await signUp(app, { email: 'bruno@push.test', name: 'Bruno' });
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    await app.dispose();
  });

  it('delivers the message, encrypted and signed, to every device of the person and no one else', async () => {
    const phone = await subscribe(ana);
    const laptop = await subscribe(ana);
    const other = await subscribe(bruno);

    const outcome = await sender.sendToPerson(ana.userId, REMINDER);

    expect(service.refused).toEqual([]);
    expect(outcome).toEqual({ delivered: 2, failed: null });
    expect(service.received.map((push) => push.endpoint).sort()).toEqual(
      [phone.endpoint, laptop.endpoint].sort(),
    );
    expect(service.received.map((push) => push.endpoint)).not.toContain(other.endpoint);
    const publicKey = await sender.publicKey();
    for (const push of service.received) {
      expect(push.payload).toEqual(REMINDER);
      expect(push.vapid).toMatchObject({ aud: service.origin, sub: 'mailto:no-reply@tera.local', publicKey });
      expect(push.ttl).toBeGreaterThan(0);
      expect(push.ttl).toBeLessThanOrEqual(12 * 60 * 60);
      expect(push.urgency).toBe('normal');
      expect(push.topic).toBe('daily_reminder');
    }
    service.received.length = 0;
  });

  it('forgets a device its push service says is gone, and still reaches the others', async () => {
    const gone = await subscribe(bruno);
    service.answer(gone.endpoint, 410);

    const outcome = await sender.sendToPerson(bruno.userId, REMINDER);

    expect(outcome).toEqual({ delivered: 1, failed: null });
    expect(await endpointsOf(bruno)).not.toContain(gone.endpoint);
    expect(await endpointsOf(bruno)).toHaveLength(1);
    service.received.length = 0;
  });

  it('reports any other refusal and keeps the device for the next time', async () => {
    const [busy] = await endpointsOf(bruno);
    service.answer(busy!, 500);

    const outcome = await sender.sendToPerson(bruno.userId, REMINDER);

    expect(outcome.delivered).toBe(0);
    expect(outcome.failed).toMatch(/^500 /);
    expect(await endpointsOf(bruno)).toEqual([busy]);
  });

  it('sends nothing to a person without devices', async () => {
    const carla = await signUp(app, { email: 'carla@push.test', name: 'Carla' });
    expect(await sender.sendToPerson(carla.userId, REMINDER)).toEqual({ delivered: 0, failed: null });
  });

  it('signs with one key on every instance sharing the database', async () => {
    const { database, config, logger } = app.deps;
    const another = createPushSender({ database, config, logger });
    expect(await another.publicKey()).toBe(await sender.publicKey());
    expect(await app.deps.push.publicKey()).toBe(await sender.publicKey());
  });

  it('replaces a tag a push service would refuse as a topic with one it accepts', async () => {
    const device = await subscribe(ana);
    const before = service.received.length;
    const outcome = await sender.sendToPerson(ana.userId, { ...REMINDER, tag: 'daily_reminder:2026-03-02' });
    expect(outcome.failed).toBeNull();
    const push = service.received.slice(before).find((p) => p.endpoint === device.endpoint)!;
    expect(push.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(push.payload).toMatchObject({ tag: 'daily_reminder:2026-03-02' });
  });
});
