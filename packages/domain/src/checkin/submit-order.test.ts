import { describe, expect, it } from 'vitest';
import {
  CHECKIN_NOT_ALLOWED_MESSAGE,
  CHECKIN_UNAUTHENTICATED_MESSAGE,
  checkSubmitPreconditions,
} from './submit-order.ts';

describe('checkSubmitPreconditions', () => {
  it('passes when signed in, allowed and at least 25 percent done', () => {
    expect(checkSubmitPreconditions({ isAuthenticated: true, allowed: true, progress: 25 })).toBeNull();
  });

  it('reports the first failing condition in order', () => {
    expect(checkSubmitPreconditions({ isAuthenticated: false, allowed: false, progress: 0 })).toBe(
      'unauthenticated',
    );
    expect(checkSubmitPreconditions({ isAuthenticated: true, allowed: false, progress: 0 })).toBe(
      'notAllowed',
    );
    expect(checkSubmitPreconditions({ isAuthenticated: true, allowed: true, progress: 24 })).toBe(
      'incomplete',
    );
  });
});

describe('server messages', () => {
  it('are the exact texts the API answers with', () => {
    expect(CHECKIN_UNAUTHENTICATED_MESSAGE).toBe('User must be authenticated to submit check-in');
    expect(CHECKIN_NOT_ALLOWED_MESSAGE).toBe('Check-in not allowed at this time or already completed');
  });
});
