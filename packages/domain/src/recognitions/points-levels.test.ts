import { describe, expect, it } from 'vitest';
import { levelProgress, POINTS_LEVELS } from './points-levels.ts';

describe('points levels', () => {
  it('are the eight of the specification, in order, with rising thresholds', () => {
    expect(POINTS_LEVELS.map((entry) => entry.level)).toEqual([
      'novice',
      'apprentice',
      'competent',
      'experienced',
      'expert',
      'master',
      'legend',
      'grandmaster',
    ]);
    const thresholds = POINTS_LEVELS.map((entry) => entry.from);
    expect([...thresholds].sort((a, b) => a - b)).toEqual(thresholds);
  });

  it('are reached exactly at their threshold', () => {
    expect(levelProgress(0).level).toBe('novice');
    expect(levelProgress(49).level).toBe('novice');
    expect(levelProgress(50).level).toBe('apprentice');
    expect(levelProgress(1999).level).toBe('legend');
    expect(levelProgress(2000).level).toBe('grandmaster');
  });

  it('tell the way to the next level, and stop at the last', () => {
    expect(levelProgress(100)).toEqual({
      points: 100,
      level: 'apprentice',
      next_level: 'competent',
      level_from: 50,
      next_from: 150,
      progress_percent: 50,
    });
    expect(levelProgress(5000)).toMatchObject({
      level: 'grandmaster',
      next_level: null,
      progress_percent: 100,
    });
  });
});
