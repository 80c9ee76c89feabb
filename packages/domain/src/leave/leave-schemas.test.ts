import { describe, expect, it } from 'vitest';
import { leaveRequestInputSchema } from './leave-schemas.ts';

const valid = {
  type: 'vacation',
  start_date: '2026-03-02',
  end_date: '2026-03-06',
  reason: '',
  comments: '',
};

describe('a leave request', () => {
  it('accepts a one-day request and trims its texts', () => {
    const parsed = leaveRequestInputSchema.parse({ ...valid, end_date: '2026-03-02', reason: '  rest ' });
    expect(parsed.reason).toBe('rest');
  });

  it('refuses an end before the start, on the end field', () => {
    const result = leaveRequestInputSchema.safeParse({ ...valid, end_date: '2026-03-01' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['end_date'],
      message: 'validation.endBeforeStart',
    });
  });

  it('refuses more than a year and an unknown type', () => {
    expect(
      leaveRequestInputSchema.safeParse({ ...valid, end_date: '2027-03-02' }).error?.issues[0]?.message,
    ).toBe('validation.leaveTooLong');
    expect(leaveRequestInputSchema.safeParse({ ...valid, type: 'sabbatical' }).success).toBe(false);
  });
});
