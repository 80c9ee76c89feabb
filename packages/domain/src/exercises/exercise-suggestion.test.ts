import { describe, expect, it } from 'vitest';
import { suggestExercise } from './exercise-suggestion.ts';

const calm = { energy: 7, mental_pressure: 3, personal_concerns: 3, motivation: 7 };

describe('the suggested exercise', () => {
  it('is a mindful moment without a check-in or a signal', () => {
    expect(suggestExercise(null)).toEqual({ exercise: 'mindful_moment', reason: 'default' });
    expect(suggestExercise(calm)).toEqual({ exercise: 'mindful_moment', reason: 'default' });
  });

  it('is breathing when pressure is high, before any other signal', () => {
    expect(suggestExercise({ ...calm, mental_pressure: 7 }).exercise).toBe('breathing_478');
    expect(suggestExercise({ energy: 1, mental_pressure: 9, personal_concerns: 9, motivation: 1 })).toEqual({
      exercise: 'breathing_478',
      reason: 'pressure',
    });
    expect(suggestExercise({ ...calm, mental_pressure: 6 }).exercise).toBe('mindful_moment');
  });

  it('is energy activation for low energy, a mindful moment for concerns, focus reset for low motivation', () => {
    expect(suggestExercise({ ...calm, energy: 4 })).toEqual({
      exercise: 'energy_activation',
      reason: 'energy',
    });
    expect(suggestExercise({ ...calm, energy: 5 }).reason).toBe('default');
    expect(suggestExercise({ ...calm, personal_concerns: 8 })).toEqual({
      exercise: 'mindful_moment',
      reason: 'concerns',
    });
    expect(suggestExercise({ ...calm, motivation: 3 })).toEqual({
      exercise: 'focus_reset',
      reason: 'motivation',
    });
  });
});
