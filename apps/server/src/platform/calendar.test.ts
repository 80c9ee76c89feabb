import { describe, expect, it } from 'vitest';
import { localParts } from '@tera/domain';
import { addDays, weekdayOf, zonedInstant } from './calendar.ts';

describe('calendar', () => {
  it('moves dates across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('names the weekday', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-22')).toBe(0);
  });

  it('finds the instant a wall clock shows, in winter and in summer time', () => {
    for (const [date, zone] of [
      ['2026-01-15', 'Europe/Madrid'],
      ['2026-07-15', 'Europe/Madrid'],
      ['2026-07-15', 'America/Mexico_City'],
      ['2026-07-15', 'Asia/Kolkata'],
    ] as const) {
      const instant = zonedInstant(date, 9, 30, zone);
      expect(localParts(instant, zone)).toEqual({ date, hour: 9, minute: 30 });
    }
  });
});
