import { describe, expect, it } from 'vitest';
import { todayCheckinRequestSchema } from './today-checkin-schemas.ts';

const values = { energy: 6, mental_pressure: 4, personal_concerns: 3, motivation: 7 };
const submissionId = '7b0f3a52-3c4e-4c53-9d55-2a4f0f1f2c11';

describe('today check-in request', () => {
  it('needs the device-chosen submission id', () => {
    expect(todayCheckinRequestSchema.safeParse(values).success).toBe(false);
    expect(todayCheckinRequestSchema.safeParse({ ...values, submission_id: 'x' }).success).toBe(false);
    expect(todayCheckinRequestSchema.safeParse({ ...values, submission_id: submissionId }).success).toBe(
      true,
    );
  });

  it('takes the moment it was made only as a time with its offset', () => {
    const base = { ...values, submission_id: submissionId };
    expect(
      todayCheckinRequestSchema.safeParse({ ...base, made_at: '2026-11-20T22:50:00+01:00' }).success,
    ).toBe(true);
    expect(todayCheckinRequestSchema.safeParse({ ...base, made_at: '2026-11-20' }).success).toBe(false);
  });

  it('refuses keys it does not know, as the submission does', () => {
    expect(
      todayCheckinRequestSchema.safeParse({ ...values, submission_id: submissionId, user_id: 'someone' })
        .success,
    ).toBe(false);
  });
});
