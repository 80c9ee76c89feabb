import { describe, expect, it } from 'vitest';
import { formatDateTime, formatHourOfDay, formatTimeOfDay } from './clock.ts';

describe('the clock each language reads', () => {
  it('writes Spanish hours on the 24-hour clock and English ones on the 12-hour clock', () => {
    expect([9, 12, 23].map((hour) => formatHourOfDay(hour, 'es'))).toEqual(['9:00', '12:00', '23:00']);
    expect([9, 12, 23].map((hour) => formatHourOfDay(hour, 'en'))).toEqual([
      '9:00 AM',
      '12:00 PM',
      '11:00 PM',
    ]);
  });

  it('writes an instant in the zone named, on the language’s clock', () => {
    const instant = new Date('2026-03-02T21:05:00Z');
    expect(formatTimeOfDay(instant, 'es', 'Europe/Madrid')).toBe('22:05');
    expect(formatTimeOfDay(instant, 'en', 'America/New_York')).toBe('4:05 PM');
  });

  it('keeps the clock when a date is written with the time', () => {
    const instant = new Date('2026-03-02T22:30:00Z');
    expect(formatDateTime(instant, 'es', 'Europe/Madrid')).toBe('lunes, 2 de marzo de 2026, 23:30');
    expect(formatDateTime(instant, 'en', 'Europe/Madrid')).toBe('Monday, March 2, 2026 at 11:30 PM');
  });
});
