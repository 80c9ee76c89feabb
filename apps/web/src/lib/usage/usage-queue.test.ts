import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsageBatch, UsageEvent } from '@tera/domain';
import { apiError, fakeApi } from '../../testing/fake-api';
import { UsageQueue } from './usage-queue';
import { apiUsageTransport, USAGE_BATCHES_PATH } from './usage-transport';

const session: UsageBatch['session'] = {
  id: '6f9c1e2a-0b1c-4d2e-9f30-112233445566',
  startedAt: '2026-03-02T09:00:00.000Z',
  device: { browser: 'Firefox', os: 'Linux', deviceType: 'desktop', screenSize: '1440x900' },
};
let counter = 0;
const pageView = (): UsageEvent => ({
  id: `6f9c1e2a-0b1c-4d2e-9f30-${String(++counter).padStart(12, '0')}`,
  type: 'page_view',
  screen: '/dashboard',
  at: '2026-03-02T09:01:00.000Z',
});
const idsOf = (batch: unknown) => (batch as UsageBatch).events.map((event) => event.id);

describe('UsageQueue with the API', () => {
  let failing: boolean;
  let api: ReturnType<typeof fakeApi>;
  let beacons: string[];
  let beaconAccepted: boolean;

  beforeEach(() => {
    failing = false;
    api = fakeApi({
      [`POST ${USAGE_BATCHES_PATH}`]: () =>
        failing ? apiError(503, 'DATABASE_UNAVAILABLE') : { status: 200, body: { stored: 10 } },
    });
    beacons = [];
    beaconAccepted = true;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => {
        expect(url).toBe(USAGE_BATCHES_PATH);
        if (beaconAccepted) beacons.push(body);
        return beaconAccepted;
      },
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('sends nothing before 10 events, then one batch of 10', async () => {
    const queue = new UsageQueue(session, apiUsageTransport);
    for (let n = 0; n < 9; n++) queue.push(pageView());
    expect(api.calls).toHaveLength(0);
    queue.push(pageView());
    await queue.flush();
    expect(api.calls).toHaveLength(1);
    expect(idsOf(api.calls[0]!.body)).toHaveLength(10);
    expect(queue.size).toBe(0);
  });

  it('swallows a failure and sends the same events later, each reaching the server once', async () => {
    const queue = new UsageQueue(session, apiUsageTransport);
    failing = true;
    const events = Array.from({ length: 12 }, pageView);
    events.forEach((event) => queue.push(event));
    await queue.flush();
    expect(queue.size).toBe(12);

    failing = false;
    await queue.flush();
    const delivered = api.calls.slice(-2).flatMap((call) => idsOf(call.body));
    expect(delivered).toEqual(events.map((event) => event.id));
    expect(queue.size).toBe(0);
  });

  it('counts a batch the server refuses as invalid as delivered, so it cannot block the queue', async () => {
    api = fakeApi({ [`POST ${USAGE_BATCHES_PATH}`]: () => apiError(400, 'VALIDATION_ERROR') });
    const queue = new UsageQueue(session, apiUsageTransport);
    queue.push(pageView());
    await queue.flush();
    expect(queue.size).toBe(0);
  });

  it('beacons everything queued in batches of 10 when the page goes, the last one ending the session', async () => {
    const queue = new UsageQueue(session, apiUsageTransport);
    failing = true;
    Array.from({ length: 23 }, pageView).forEach((event) => queue.push(event));
    await queue.flush();
    queue.beaconAll('2026-03-02T09:30:00.000Z');
    const sent = beacons.map((body) => JSON.parse(body) as UsageBatch);
    expect(sent.map((batch) => batch.events.length)).toEqual([10, 10, 3]);
    expect(sent.map((batch) => batch.endedAt)).toEqual([undefined, undefined, '2026-03-02T09:30:00.000Z']);
    expect(queue.size).toBe(0);
  });

  it('keeps what the browser refuses to beacon, and beacons a bare end when nothing is queued', () => {
    const queue = new UsageQueue(session, apiUsageTransport);
    beaconAccepted = false;
    queue.push(pageView());
    queue.beaconAll();
    expect(queue.size).toBe(1);

    beaconAccepted = true;
    const empty = new UsageQueue(session, apiUsageTransport);
    empty.beaconAll();
    expect(beacons).toHaveLength(0);
    empty.beaconAll('2026-03-02T09:30:00.000Z');
    expect(JSON.parse(beacons[0]!)).toMatchObject({ events: [], endedAt: '2026-03-02T09:30:00.000Z' });
  });

  it('finishes a session while it is signed in: what is queued, then the end, each sent and awaited', async () => {
    const queue = new UsageQueue(session, apiUsageTransport);
    const events = Array.from({ length: 3 }, pageView);
    events.forEach((event) => queue.push(event));
    await queue.finish('2026-03-02T09:30:00.000Z');
    const [sent, end] = api.calls.map((call) => call.body as UsageBatch);
    expect(sent?.events.map((event) => event.id)).toEqual(events.map((event) => event.id));
    expect(end).toMatchObject({ events: [], endedAt: '2026-03-02T09:30:00.000Z' });
    expect(beacons).toHaveLength(0);
  });

  it('beacons the end when the server cannot take it', async () => {
    failing = true;
    const queue = new UsageQueue(session, apiUsageTransport);
    queue.push(pageView());
    await queue.finish('2026-03-02T09:30:00.000Z');
    expect(JSON.parse(beacons[0]!)).toMatchObject({ endedAt: '2026-03-02T09:30:00.000Z' });
    expect((JSON.parse(beacons[0]!) as UsageBatch).events).toHaveLength(1);
  });
});
