import { describe, expect, it } from 'vitest';
import { recognitionLimitProblem } from './recognition-limits.ts';
import { recognitionInputSchema } from './recognition-schemas.ts';

describe('the quarterly limit', () => {
  it('allows points up to what is left, and no more', () => {
    expect(recognitionLimitProblem({ recognitions: 3, points: 80 }, 20)).toBeNull();
    expect(recognitionLimitProblem({ recognitions: 3, points: 81 }, 20)).toBe('POINTS_LIMIT');
    expect(recognitionLimitProblem({ recognitions: 3, points: 100 }, null)).toBeNull();
  });

  it('stops at the tenth recognition', () => {
    expect(recognitionLimitProblem({ recognitions: 9, points: 0 }, null)).toBeNull();
    expect(recognitionLimitProblem({ recognitions: 10, points: 0 }, null)).toBe('RECOGNITION_LIMIT');
  });
});

describe('recognition points', () => {
  const base = {
    receiver_id: 'bea',
    category: 'teamwork',
    title: 'Gracias',
    message: 'Por todo',
    is_public: true,
  };

  it('are optional, a preset or a custom whole number from 1 to 100', () => {
    expect(recognitionInputSchema.safeParse({ ...base, points: null }).success).toBe(true);
    expect(recognitionInputSchema.safeParse({ ...base, points: 15 }).success).toBe(true);
    expect(recognitionInputSchema.safeParse({ ...base, points: 37 }).success).toBe(true);
    expect(recognitionInputSchema.safeParse({ ...base, points: 0 }).success).toBe(false);
    expect(recognitionInputSchema.safeParse({ ...base, points: 101 }).success).toBe(false);
    expect(recognitionInputSchema.safeParse({ ...base, points: 12.5 }).success).toBe(false);
  });
});
