import { describe, expect, it } from 'vitest';
import {
  CheckinValidationError,
  checkinSubmissionSchema,
  dailyCheckinSchema,
  toSubmissionPayload,
  validateStoredCheckin,
  validateStoredCheckinSafely,
  validateSubmission,
  validateSubmissionSafely,
} from './checkin-schemas.ts';

const SUBMISSION = {
  energy: 7,
  mental_pressure: 3,
  personal_concerns: 2,
  motivation: 8,
  work_modality: 'remote',
  day_dynamics: ['busy_day', 'many_meetings'],
  personal_conditions: null,
  special_situations: ['achievement'],
};

const STORED = {
  id: '0b6f1a52-6c1e-4c2a-9a55-1f1e0f6c2d3a',
  user_id: '8d9a2c1e-3b4f-4e5a-8b6c-7d8e9f0a1b2c',
  check_in_date: '2025-03-10',
  energy: 7,
  mental_pressure: 3,
  personal_concerns: 2,
  motivation: 8,
  variability: null,
  work_modality: 'office',
  day_dynamics: ['calm_day'],
  personal_conditions: null,
  special_situations: null,
  created_at: '2025-03-10T10:15:00.000Z',
};

describe('checkinSubmissionSchema', () => {
  it('accepts a full payload unchanged', () => {
    expect(checkinSubmissionSchema.parse(SUBMISSION)).toEqual(SUBMISSION);
  });

  it.each(['energy', 'mental_pressure', 'personal_concerns', 'motivation'] as const)(
    'accepts %s at 1 and 10 and rejects 0, 11, 5.5 and text',
    (field) => {
      expect(checkinSubmissionSchema.safeParse({ ...SUBMISSION, [field]: 1 }).success).toBe(true);
      expect(checkinSubmissionSchema.safeParse({ ...SUBMISSION, [field]: 10 }).success).toBe(true);
      expect(checkinSubmissionSchema.safeParse({ ...SUBMISSION, [field]: 0 }).success).toBe(false);
      expect(checkinSubmissionSchema.safeParse({ ...SUBMISSION, [field]: 11 }).success).toBe(false);
      expect(checkinSubmissionSchema.safeParse({ ...SUBMISSION, [field]: 5.5 }).success).toBe(false);
      expect(checkinSubmissionSchema.safeParse({ ...SUBMISSION, [field]: '5' }).success).toBe(false);
    },
  );

  it('requires each of the four values', () => {
    const { energy: _energy, ...withoutEnergy } = SUBMISSION;
    expect(checkinSubmissionSchema.safeParse(withoutEnergy).success).toBe(false);
  });

  it('rejects unknown keys', () => {
    expect(checkinSubmissionSchema.safeParse({ ...SUBMISSION, user_id: 'someone-else' }).success).toBe(false);
  });

  it('rejects tags outside the options and a list for the single-choice modality', () => {
    expect(checkinSubmissionSchema.safeParse({ ...SUBMISSION, work_modality: 'beach' }).success).toBe(false);
    expect(checkinSubmissionSchema.safeParse({ ...SUBMISSION, work_modality: ['remote'] }).success).toBe(
      false,
    );
    expect(checkinSubmissionSchema.safeParse({ ...SUBMISSION, day_dynamics: ['bad_sleep'] }).success).toBe(
      false,
    );
  });

  it('rejects a tag given twice', () => {
    expect(
      checkinSubmissionSchema.safeParse({ ...SUBMISSION, day_dynamics: ['calm_day', 'calm_day'] }).success,
    ).toBe(false);
  });

  it('turns empty lists and missing tags into null', () => {
    const parsed = checkinSubmissionSchema.parse({
      energy: 5,
      mental_pressure: 5,
      personal_concerns: 5,
      motivation: 5,
      day_dynamics: [],
    });
    expect(parsed).toEqual({
      energy: 5,
      mental_pressure: 5,
      personal_concerns: 5,
      motivation: 5,
      work_modality: null,
      day_dynamics: null,
      personal_conditions: null,
      special_situations: null,
    });
  });
});

describe('validateSubmission', () => {
  it('returns the parsed payload', () => {
    expect(validateSubmission(SUBMISSION)).toEqual(SUBMISSION);
  });

  it('throws with the exact prefix and names the fields', () => {
    let caught: unknown;
    try {
      validateSubmission({ ...SUBMISSION, energy: 11, extra: true });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CheckinValidationError);
    expect(caught).toBeInstanceOf(Error);
    const error = caught as CheckinValidationError;
    expect(error.message.startsWith('Check-in Submission Data validation failed: ')).toBe(true);
    expect(error.message).toContain('energy: ');
    expect(error.message).toContain('extra');
    expect(Object.keys(error.fields).sort()).toEqual(['_root', 'energy']);
  });

  it('rejects non-objects', () => {
    expect(() => validateSubmission(null)).toThrow(/^Check-in Submission Data validation failed: /);
    expect(() => validateSubmission('energy=5')).toThrow(/^Check-in Submission Data validation failed: /);
  });
});

describe('validateSubmissionSafely', () => {
  it('reports success with data', () => {
    expect(validateSubmissionSafely(SUBMISSION)).toEqual({ success: true, data: SUBMISSION });
  });

  it('reports failure without throwing', () => {
    const result = validateSubmissionSafely({ ...SUBMISSION, motivation: 0 });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.message).toMatch(/^Check-in Submission Data validation failed: motivation: /);
      expect(result.fields.motivation).toHaveLength(1);
    }
  });
});

describe('dailyCheckinSchema', () => {
  it('accepts a stored row and ignores extra columns', () => {
    expect(dailyCheckinSchema.parse({ ...STORED, company_id: 'c1' })).toEqual(STORED);
  });

  it('accepts a row without the optional fields', () => {
    const {
      variability: _v,
      work_modality: _w,
      day_dynamics: _d,
      personal_conditions: _p,
      special_situations: _s,
      ...bare
    } = STORED;
    expect(dailyCheckinSchema.safeParse(bare).success).toBe(true);
    expect(dailyCheckinSchema.safeParse({ ...bare, variability: 1.25 }).success).toBe(true);
  });

  it('accepts a user id that is not a uuid but not an empty one', () => {
    expect(dailyCheckinSchema.safeParse({ ...STORED, user_id: 'Xy7kLm2pQr9sTu4v' }).success).toBe(true);
    expect(dailyCheckinSchema.safeParse({ ...STORED, user_id: '' }).success).toBe(false);
  });

  it('requires a uuid id, a YYYY-MM-DD date and an ISO created_at', () => {
    expect(dailyCheckinSchema.safeParse({ ...STORED, id: '42' }).success).toBe(false);
    expect(dailyCheckinSchema.safeParse({ ...STORED, check_in_date: '10/03/2025' }).success).toBe(false);
    expect(dailyCheckinSchema.safeParse({ ...STORED, check_in_date: '2025-02-30' }).success).toBe(false);
    expect(dailyCheckinSchema.safeParse({ ...STORED, created_at: 'yesterday' }).success).toBe(false);
    expect(dailyCheckinSchema.safeParse({ ...STORED, created_at: '2025-03-10T10:15:00+01:00' }).success).toBe(
      true,
    );
  });

  it('rejects values outside 1..10', () => {
    expect(dailyCheckinSchema.safeParse({ ...STORED, mental_pressure: 0 }).success).toBe(false);
    expect(dailyCheckinSchema.safeParse({ ...STORED, mental_pressure: 11 }).success).toBe(false);
  });
});

describe('validateStoredCheckin', () => {
  it('returns the row when valid', () => {
    expect(validateStoredCheckin(STORED)).toEqual(STORED);
  });

  it('throws with the exact prefix', () => {
    expect(() => validateStoredCheckin({ ...STORED, energy: 12 })).toThrow(
      /^Daily Check-in Data validation failed: energy: /,
    );
  });

  it('has a safe variant', () => {
    expect(validateStoredCheckinSafely(STORED).success).toBe(true);
    const result = validateStoredCheckinSafely({});
    expect(result.success).toBe(false);
    if (!result.success)
      expect(result.message.startsWith('Daily Check-in Data validation failed: ')).toBe(true);
  });
});

describe('toSubmissionPayload', () => {
  it('turns empty lists and a missing modality into null', () => {
    expect(
      toSubmissionPayload({
        energy: 6,
        mental_pressure: 4,
        personal_concerns: 5,
        motivation: 9,
        work_modality: undefined,
        day_dynamics: [],
        personal_conditions: ['bad_sleep'],
        special_situations: [],
      }),
    ).toEqual({
      energy: 6,
      mental_pressure: 4,
      personal_concerns: 5,
      motivation: 9,
      work_modality: null,
      day_dynamics: null,
      personal_conditions: ['bad_sleep'],
      special_situations: null,
    });
  });

  it('copies lists so later form edits do not change a sent payload', () => {
    const day_dynamics = ['calm_day' as const];
    const payload = toSubmissionPayload({
      energy: 5,
      mental_pressure: 5,
      personal_concerns: 5,
      motivation: 5,
      work_modality: 'hybrid',
      day_dynamics,
      personal_conditions: null,
      special_situations: null,
    });
    day_dynamics.push('calm_day');
    expect(payload.day_dynamics).toEqual(['calm_day']);
    expect(validateSubmission(payload)).toEqual(payload);
  });
});
