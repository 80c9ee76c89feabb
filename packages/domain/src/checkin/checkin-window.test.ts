import { describe, expect, it } from 'vitest';
import { isCheckinAllowed, isCheckinCompleted, isWithinCheckinWindow } from './checkin-window.ts';
import { localParts } from './local-time.ts';

const MADRID = 'Europe/Madrid';

function storedAt(createdAt: string, checkInDate = '2025-03-10') {
  return {
    id: '0b6f1a52-6c1e-4c2a-9a55-1f1e0f6c2d3a',
    user_id: 'user-1',
    check_in_date: checkInDate,
    energy: 6,
    mental_pressure: 4,
    personal_concerns: 3,
    motivation: 7,
    work_modality: null,
    day_dynamics: null,
    personal_conditions: null,
    special_situations: null,
    created_at: createdAt,
  };
}

describe('isWithinCheckinWindow', () => {
  it('opens at 9 and stays open through hour 23', () => {
    expect(isWithinCheckinWindow(8)).toBe(false);
    expect(isWithinCheckinWindow(9)).toBe(true);
    expect(isWithinCheckinWindow(23)).toBe(true);
  });

  it('is closed at midnight and outside the clock', () => {
    expect(isWithinCheckinWindow(0)).toBe(false);
    expect(isWithinCheckinWindow(24)).toBe(false);
    expect(isWithinCheckinWindow(Number.NaN)).toBe(false);
  });

  it('judges 8:59, 9:00, 23:00 and 23:59 by their local hour', () => {
    const hourAt = (utc: string) => localParts(new Date(utc), MADRID).hour;
    // Madrid is UTC+1 in March.
    expect(isWithinCheckinWindow(hourAt('2025-03-10T07:59:00Z'))).toBe(false);
    expect(isWithinCheckinWindow(hourAt('2025-03-10T08:00:00Z'))).toBe(true);
    expect(isWithinCheckinWindow(hourAt('2025-03-10T22:00:00Z'))).toBe(true);
    expect(isWithinCheckinWindow(hourAt('2025-03-10T22:59:59Z'))).toBe(true);
    expect(isWithinCheckinWindow(hourAt('2025-03-10T23:00:00Z'))).toBe(false);
  });
});

describe('isCheckinCompleted', () => {
  const today = '2025-03-10';

  it('is not completed without a stored check-in', () => {
    expect(isCheckinCompleted({ stored: null, today, timeZone: MADRID })).toBe(false);
    expect(isCheckinCompleted({ stored: undefined, today, timeZone: MADRID })).toBe(false);
  });

  it('is completed for a valid check-in made today at 9:00 local or later', () => {
    expect(
      isCheckinCompleted({ stored: storedAt('2025-03-10T08:00:00.000Z'), today, timeZone: MADRID }),
    ).toBe(true);
    expect(
      isCheckinCompleted({ stored: storedAt('2025-03-10T22:59:00.000Z'), today, timeZone: MADRID }),
    ).toBe(true);
  });

  it('is not completed for a check-in made today at 8:30 or 8:59 local', () => {
    expect(
      isCheckinCompleted({ stored: storedAt('2025-03-10T07:30:00.000Z'), today, timeZone: MADRID }),
    ).toBe(false);
    expect(
      isCheckinCompleted({ stored: storedAt('2025-03-10T07:59:59.999Z'), today, timeZone: MADRID }),
    ).toBe(false);
  });

  it('reads the creation hour in the given zone, not in UTC', () => {
    // 09:30 UTC is 04:30 in Bogotá: made before the window there.
    const stored = storedAt('2025-03-10T09:30:00.000Z');
    expect(isCheckinCompleted({ stored, today, timeZone: 'UTC' })).toBe(true);
    expect(isCheckinCompleted({ stored, today, timeZone: 'America/Bogota' })).toBe(false);
  });

  it('is not completed when the stored check-in is for another day', () => {
    expect(
      isCheckinCompleted({
        stored: storedAt('2025-03-09T10:00:00.000Z', '2025-03-09'),
        today,
        timeZone: MADRID,
      }),
    ).toBe(false);
  });

  it('is not completed when the stored check-in fails validation', () => {
    expect(
      isCheckinCompleted({
        stored: { ...storedAt('2025-03-10T10:00:00.000Z'), energy: 0 },
        today,
        timeZone: MADRID,
      }),
    ).toBe(false);
    expect(isCheckinCompleted({ stored: { check_in_date: today }, today, timeZone: MADRID })).toBe(false);
  });
});

describe('isCheckinAllowed', () => {
  it('is allowed only when not completed and inside the window', () => {
    expect(isCheckinAllowed({ completed: false, hour: 9 })).toBe(true);
    expect(isCheckinAllowed({ completed: false, hour: 23 })).toBe(true);
    expect(isCheckinAllowed({ completed: false, hour: 8 })).toBe(false);
    expect(isCheckinAllowed({ completed: false, hour: 0 })).toBe(false);
    expect(isCheckinAllowed({ completed: true, hour: 12 })).toBe(false);
  });
});
