import { describe, expect, it } from 'vitest';
import { groupPulse, pulseScore } from './pulse-score.ts';

describe('pulseScore', () => {
  it('is 100 at the best answers and 0 at the worst', () => {
    expect(pulseScore({ energy: 10, motivation: 10, mental_pressure: 1, personal_concerns: 1 })).toBe(100);
    expect(pulseScore({ energy: 1, motivation: 1, mental_pressure: 10, personal_concerns: 10 })).toBe(0);
  });

  it('scores untouched sliders at the middle', () => {
    // ((5 + 5 + 6 + 6) / 4 - 1) / 9 * 100 = 50
    expect(pulseScore({ energy: 5, motivation: 5, mental_pressure: 5, personal_concerns: 5 })).toBe(50);
  });

  it('inverts pressure and concerns', () => {
    const calm = pulseScore({ energy: 7, motivation: 7, mental_pressure: 2, personal_concerns: 2 });
    const strained = pulseScore({ energy: 7, motivation: 7, mental_pressure: 9, personal_concerns: 9 });
    expect(calm).toBeGreaterThan(strained);
  });

  it('rounds to the nearest whole number', () => {
    // ((6 + 5 + 6 + 6) / 4 - 1) / 9 * 100 = 52.78
    expect(pulseScore({ energy: 6, motivation: 5, mental_pressure: 5, personal_concerns: 5 })).toBe(53);
    // ((4 + 5 + 6 + 6) / 4 - 1) / 9 * 100 = 47.22
    expect(pulseScore({ energy: 4, motivation: 5, mental_pressure: 5, personal_concerns: 5 })).toBe(47);
  });

  it('refuses values outside 1..10', () => {
    expect(() => pulseScore({ energy: 0, motivation: 5, mental_pressure: 5, personal_concerns: 5 })).toThrow(
      RangeError,
    );
    expect(() => pulseScore({ energy: 5, motivation: 11, mental_pressure: 5, personal_concerns: 5 })).toThrow(
      RangeError,
    );
    expect(() =>
      pulseScore({ energy: 5, motivation: 5, mental_pressure: Number.NaN, personal_concerns: 5 }),
    ).toThrow(RangeError);
  });
});

describe('groupPulse', () => {
  it('is null for nobody', () => {
    expect(groupPulse([])).toBeNull();
  });

  it('is the rounded mean', () => {
    expect(groupPulse([70])).toBe(70);
    expect(groupPulse([50, 51])).toBe(51);
    expect(groupPulse([0, 100, 100])).toBe(67);
  });
});
