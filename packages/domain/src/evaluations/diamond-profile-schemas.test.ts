import { describe, expect, it } from 'vitest';
import { DIAMOND_LEVELS, diamondProfileInputSchema } from './diamond-profile-schemas.ts';

describe('diamond profile', () => {
  it('has the ten levels of the spec', () => {
    expect(DIAMOND_LEVELS).toHaveLength(10);
  });

  it('takes a level and up to three different categories', () => {
    expect(
      diamondProfileInputSchema.safeParse({ level: 'futureLeader', categories: ['teamwork'] }).success,
    ).toBe(true);
    const four = diamondProfileInputSchema.safeParse({
      level: 'futureLeader',
      categories: ['teamwork', 'goals', 'commitment', 'communication'],
    });
    expect(four.error?.issues[0]?.message).toBe('validation.tooMany');
    const twice = diamondProfileInputSchema.safeParse({
      level: 'autonomous',
      categories: ['goals', 'goals'],
    });
    expect(twice.error?.issues[0]?.message).toBe('validation.invalid');
    expect(diamondProfileInputSchema.safeParse({ level: 'hero', categories: [] }).success).toBe(false);
  });
});
