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
});
