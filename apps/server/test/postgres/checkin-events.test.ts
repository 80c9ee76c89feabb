import { describe, expect, it } from 'vitest';
import { createCheckinEvents, type CheckinEvent } from '../../src/realtime/checkin-events.ts';
import { createLogger } from '../../src/platform/logger.ts';

const url = process.env.TEST_DATABASE_URL ?? '';
const logger = createLogger({ LOG_LEVEL: 'silent' });

describe('live check-in events across instances', () => {
  it('reach a subscriber on another instance through PostgreSQL, for its company only', async () => {
    const first = createCheckinEvents({ databaseUrl: url, logger });
    const second = createCheckinEvents({ databaseUrl: url, logger });
    try {
      const received: CheckinEvent[] = [];
      const arrived = new Promise<void>((resolve) =>
        first.subscribe('company-a', (event) => {
          received.push(event);
          resolve();
        }),
      );
      // The subscriber's LISTEN connection opens in the background; publish until it hears one.
      const publishing = setInterval(() => {
        void second.publish({ companyId: 'company-b', userId: 'someone-else' });
        void second.publish({ companyId: 'company-a', userId: 'u1' });
      }, 50);
      await arrived;
      clearInterval(publishing);
      expect(received[0]).toEqual({ companyId: 'company-a', userId: 'u1' });
      expect(received.every((event) => event.companyId === 'company-a')).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('splits a burst too large for one notification, and delivers every event once', async () => {
    const first = createCheckinEvents({ databaseUrl: url, logger });
    const second = createCheckinEvents({ databaseUrl: url, logger });
    try {
      const received: string[] = [];
      let heard: () => void = () => undefined;
      first.subscribe('company-burst', (event) => {
        received.push(event.userId);
        heard();
      });
      const ready = new Promise<void>((resolve) => (heard = resolve));
      const probing = setInterval(
        () => void second.publish({ companyId: 'company-burst', userId: 'probe' }),
        50,
      );
      await ready;
      clearInterval(probing);
      await new Promise((resolve) => setTimeout(resolve, 200));
      received.length = 0;

      // About 80 bytes each: 400 of them are over four times what one notification may carry.
      const burst = Array.from(
        { length: 400 },
        (_, n) => `burst-person-${String(n).padStart(4, '0')}-${'x'.repeat(40)}`,
      );
      const all = new Promise<void>(
        (resolve) => (heard = () => received.length >= burst.length && resolve()),
      );
      await Promise.all(burst.map((userId) => second.publish({ companyId: 'company-burst', userId })));
      await all;
      expect([...received].sort()).toEqual([...burst].sort());
    } finally {
      await first.close();
      await second.close();
    }
  });
});
