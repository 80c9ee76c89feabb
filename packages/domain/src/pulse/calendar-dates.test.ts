import { describe, expect, it } from 'vitest';
import { addDays, datesFrom, daysBetween, isoWeekday, weekStart } from './calendar-dates.ts';

describe('calendar dates', () => {
  it('moves across month, year and leap-day boundaries', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-03-29', '2026-03-30')).toBe(1);
  });

  it('counts weeks from Monday', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
  });

  it('lists the days of a range, both ends included', () => {
    expect(datesFrom('2026-11-29', '2026-12-01')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(datesFrom('2026-12-01', '2026-11-30')).toEqual([]);
  });
});
