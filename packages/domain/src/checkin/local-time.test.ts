import { describe, expect, it } from 'vitest';
import { isValidLocalDate, isValidTimeZone, localParts } from './local-time.ts';

describe('localParts', () => {
  it('reads the wall clock in the given zone', () => {
    const instant = new Date('2025-03-10T12:59:00.000Z');
    expect(localParts(instant, 'UTC')).toEqual({ date: '2025-03-10', hour: 12, minute: 59 });
    expect(localParts(instant, 'Europe/Madrid')).toEqual({ date: '2025-03-10', hour: 13, minute: 59 });
    expect(localParts(instant, 'America/Mexico_City')).toEqual({ date: '2025-03-10', hour: 6, minute: 59 });
  });

  it('writes midnight as hour 0, not 24', () => {
    expect(localParts(new Date('2025-03-10T00:00:00.000Z'), 'UTC')).toEqual({
      date: '2025-03-10',
      hour: 0,
      minute: 0,
    });
  });

  it('puts an instant on the local calendar day, which may differ from the UTC day', () => {
    const instant = new Date('2025-03-10T02:30:00.000Z');
    expect(localParts(instant, 'America/Bogota')).toEqual({ date: '2025-03-09', hour: 21, minute: 30 });
    expect(localParts(new Date('2025-03-10T23:30:00.000Z'), 'Asia/Tokyo').date).toBe('2025-03-11');
  });

  it('follows daylight saving time', () => {
    // Madrid moves from UTC+1 to UTC+2 at 01:00 UTC on 30 March 2025.
    expect(localParts(new Date('2025-03-30T00:59:00.000Z'), 'Europe/Madrid').hour).toBe(1);
    expect(localParts(new Date('2025-03-30T01:00:00.000Z'), 'Europe/Madrid').hour).toBe(3);
  });

  it('throws for an unknown zone', () => {
    expect(() => localParts(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA zones and UTC', () => {
    expect(isValidTimeZone('Europe/Madrid')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
  });

  it('rejects unknown, empty and non-string input', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('  ')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
    expect(isValidTimeZone(3)).toBe(false);
  });
});

describe('isValidLocalDate', () => {
  it('accepts real dates written YYYY-MM-DD', () => {
    expect(isValidLocalDate('2025-03-10')).toBe(true);
    expect(isValidLocalDate('2024-02-29')).toBe(true);
    expect(isValidLocalDate('0099-01-01')).toBe(true);
  });

  it('rejects impossible dates and other shapes', () => {
    expect(isValidLocalDate('2025-02-29')).toBe(false);
    expect(isValidLocalDate('2025-13-01')).toBe(false);
    expect(isValidLocalDate('2025-04-31')).toBe(false);
    expect(isValidLocalDate('2025-3-10')).toBe(false);
    expect(isValidLocalDate('2025-03-10T00:00:00Z')).toBe(false);
    expect(isValidLocalDate('')).toBe(false);
  });
});
