import { describe, expect, it } from 'vitest';
import { currentStreak } from './pulse-streak.ts';

describe('streak', () => {
  it('counts days in a row up to today, or up to yesterday while today is open', () => {
    expect(currentStreak(['2026-11-21', '2026-11-22', '2026-11-23'], '2026-11-23')).toBe(3);
    expect(currentStreak(['2026-11-21', '2026-11-22'], '2026-11-23')).toBe(2);
    expect(currentStreak(['2026-11-20', '2026-11-22', '2026-11-23'], '2026-11-23')).toBe(2);
    expect(currentStreak(['2026-11-20'], '2026-11-23')).toBe(0);
    expect(currentStreak([], '2026-11-23')).toBe(0);
  });

  it('runs across month ends', () => {
    expect(currentStreak(['2026-02-28', '2026-03-01'], '2026-03-01')).toBe(2);
  });
});
