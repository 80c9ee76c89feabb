import { describe, expect, it } from 'vitest';
import { checkinSubmitRetryDelay, shouldRetryCheckinSubmit } from './submit-retry.ts';

describe('shouldRetryCheckinSubmit', () => {
  it('retries a retryable failure three times and no more', () => {
    const network = { code: 'NETWORK_ERROR' } as const;
    expect([0, 1, 2, 3].map((count) => shouldRetryCheckinSubmit(count, network))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryCheckinSubmit(0, { status: 503 })).toBe(true);
    expect(shouldRetryCheckinSubmit(0, { code: 'TIMEOUT', status: 504 })).toBe(true);
  });

  it('never repeats a refusal or a validation failure', () => {
    expect(shouldRetryCheckinSubmit(0, { code: 'SESSION_EXPIRED', status: 401 })).toBe(false);
    expect(shouldRetryCheckinSubmit(0, { code: 'UNAUTHORIZED', status: 403 })).toBe(false);
    expect(shouldRetryCheckinSubmit(0, { code: 'VALIDATION_ERROR', status: 409 })).toBe(false);
    expect(shouldRetryCheckinSubmit(0, { code: 'VALIDATION_ERROR', status: 400 })).toBe(false);
    expect(shouldRetryCheckinSubmit(0, {})).toBe(false);
  });
});

describe('checkinSubmitRetryDelay', () => {
  it('starts at 1000 ms, doubles, and stops at 5000 ms', () => {
    expect([0, 1, 2, 3, 4].map(checkinSubmitRetryDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });
});
