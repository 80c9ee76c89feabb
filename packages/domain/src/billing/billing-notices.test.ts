import { describe, expect, it } from 'vitest';
import { billingNoticeWindow, TRIAL_NOTICE_DAYS } from './billing-notices.ts';

const MADRID = 'Europe/Madrid';

describe('billingNoticeWindow', () => {
  it('tells a trial’s admins in the three days before it ends, in the company’s calendar', () => {
    expect(TRIAL_NOTICE_DAYS).toBe(3);
    const terms = {
      status: 'trial' as const,
      currentPeriodStart: '2026-02-01T10:00:00Z',
      currentPeriodEnd: '2026-03-03T10:00:00Z',
      // 00:30 on 11 March in Madrid, still the 10th in UTC.
      trialEnd: '2026-03-10T23:30:00Z',
    };
    expect(billingNoticeWindow('trial_ending', terms, MADRID)).toEqual({
      from: '2026-03-08',
      until: '2026-03-10',
      endsOn: '2026-03-11',
    });
    expect(billingNoticeWindow('trial_ending', { ...terms, trialEnd: null }, MADRID)?.endsOn).toBe(
      '2026-03-03',
    );
    expect(billingNoticeWindow('payment_failed', terms, MADRID)).toBeNull();
  });

  it('tells a past-due company’s admins from the failed period’s start until analytics pause', () => {
    const terms = {
      status: 'past_due' as const,
      currentPeriodStart: '2026-03-01T09:00:00Z',
      currentPeriodEnd: '2026-04-01T09:00:00Z',
      trialEnd: null,
    };
    expect(billingNoticeWindow('payment_failed', terms, MADRID)).toEqual({
      from: '2026-03-01',
      until: '2026-04-14',
      endsOn: '2026-04-15',
    });
    expect(billingNoticeWindow('trial_ending', terms, MADRID)).toBeNull();
    for (const status of ['active', 'unpaid', 'cancelled'] as const) {
      expect(billingNoticeWindow('payment_failed', { ...terms, status }, MADRID)).toBeNull();
    }
  });
});
