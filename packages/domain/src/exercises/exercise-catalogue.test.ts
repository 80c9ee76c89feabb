import { describe, expect, it } from 'vitest';
import { EXERCISE_IDS, EXERCISES, exerciseSeconds } from './exercise-catalogue.ts';

describe('the exercise catalogue', () => {
  it('has the four exercises of their stated lengths, 5, 10, 3 and 7 minutes', () => {
    expect(EXERCISE_IDS.map((id) => EXERCISES[id].minutes)).toEqual([5, 10, 3, 7]);
    for (const id of EXERCISE_IDS) expect(exerciseSeconds(EXERCISES[id])).toBe(EXERCISES[id].minutes * 60);
  });

  it('paces breathing 4-7-8 as in, hold, out, in whole cycles', () => {
    const [, breathe, deeper] = EXERCISES.breathing_478.steps;
    expect(breathe?.pacing?.map((beat) => `${beat.phase}:${beat.seconds}`)).toEqual([
      'inhale:4',
      'hold:7',
      'exhale:8',
    ]);
    for (const paced of [breathe, deeper]) expect((paced?.seconds ?? 0) % 19).toBe(0);
  });

  it('gives every step a name unique in its exercise', () => {
    for (const id of EXERCISE_IDS) {
      const keys = EXERCISES[id].steps.map((step) => step.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
