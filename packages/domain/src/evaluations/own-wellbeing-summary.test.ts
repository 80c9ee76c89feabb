import { describe, expect, it } from 'vitest';
import { summariseOwnWellbeing } from './own-wellbeing-summary.ts';

const window = { from: '2026-01-01', to: '2026-03-31' };

describe("a person's own wellbeing summary", () => {
  it('gives the mean pulse, its band and each indicator’s mean over the days checked in', () => {
    const summary = summariseOwnWellbeing(
      [
        { energy: 8, motivation: 9, mental_pressure: 3, personal_concerns: 2 },
        { energy: 6, motivation: 7, mental_pressure: 5, personal_concerns: 4 },
      ],
      window,
    );
    // Scores 83 and 61: their mean.
    expect(summary).toEqual({
      ...window,
      days: 2,
      pulse: 72,
      band: 'good',
      energy: 7,
      motivation: 8,
      mentalPressure: 4,
      personalConcerns: 3,
    });
  });

  it('says there is nothing rather than inventing a figure when nobody checked in', () => {
    expect(summariseOwnWellbeing([], window)).toEqual({
      ...window,
      days: 0,
      pulse: null,
      band: null,
      energy: null,
      motivation: null,
      mentalPressure: null,
      personalConcerns: null,
    });
  });
});
