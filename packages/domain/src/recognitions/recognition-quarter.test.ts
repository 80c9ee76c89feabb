import { describe, expect, it } from 'vitest';
import { quarterAt, quarterOfDay } from './recognition-quarter.ts';

describe('a quarter', () => {
  it('runs from the first of January, April, July and October', () => {
    expect(quarterOfDay('2026-02-14')).toEqual({ start: '2026-01-01', next: '2026-04-01' });
    expect(quarterOfDay('2026-04-01')).toEqual({ start: '2026-04-01', next: '2026-07-01' });
    expect(quarterOfDay('2026-09-30')).toEqual({ start: '2026-07-01', next: '2026-10-01' });
    expect(quarterOfDay('2026-12-31')).toEqual({ start: '2026-10-01', next: '2027-01-01' });
  });

  it('turns at midnight on the company’s clock, not at UTC midnight', () => {
    // 22:30 UTC on 31 March is 00:30 on 1 April in Madrid (summer time) and still 31 March in UTC.
    const instant = new Date('2026-03-31T22:30:00Z');
    expect(quarterAt(instant, 'Europe/Madrid').start).toBe('2026-04-01');
    expect(quarterAt(instant, 'UTC').start).toBe('2026-01-01');
    // 03:00 UTC on 1 January is still 31 December in Mexico City.
    expect(quarterAt(new Date('2027-01-01T03:00:00Z'), 'America/Mexico_City')).toEqual({
      start: '2026-10-01',
      next: '2027-01-01',
    });
  });
});
