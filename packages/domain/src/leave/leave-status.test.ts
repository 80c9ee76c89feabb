import { describe, expect, it } from 'vitest';
import { LEAVE_STATUSES, leaveStatusAfter } from './leave-status.ts';

describe('leave statuses', () => {
  it('move only out of pending', () => {
    expect(leaveStatusAfter('pending', 'approve')).toBe('approved');
    expect(leaveStatusAfter('pending', 'reject')).toBe('rejected');
    expect(leaveStatusAfter('pending', 'withdraw')).toBe('withdrawn');
    for (const status of LEAVE_STATUSES.filter((s) => s !== 'pending')) {
      expect(leaveStatusAfter(status, 'approve')).toBeNull();
      expect(leaveStatusAfter(status, 'withdraw')).toBeNull();
    }
  });
});
