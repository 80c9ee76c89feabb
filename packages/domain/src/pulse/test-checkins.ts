import type { MemberCheckin } from './team-day.ts';

/** Test data: check-ins of known pulse. Not exported from the package. */
export type Values = [energy: number, pressure: number, concerns: number, motivation: number];

export const GREAT: Values = [10, 1, 1, 10]; // pulse 100
export const POOR: Values = [1, 10, 10, 1]; // pulse 0
export const MIDDLING: Values = [6, 5, 5, 6]; // pulse 56

let sequence = 0;

/** A check-in stored a moment after the previous one made with this helper. */
export function checkin(userId: string, values: Values, extra: Partial<MemberCheckin> = {}): MemberCheckin {
  sequence += 1;
  const [energy, mental_pressure, personal_concerns, motivation] = values;
  const date = extra.date ?? '2026-11-23';
  return {
    userId,
    date,
    storedAt: new Date(Date.parse(`${date}T09:00:00Z`) + sequence * 1000).toISOString(),
    seen: false,
    energy,
    mental_pressure,
    personal_concerns,
    motivation,
    work_modality: null,
    day_dynamics: null,
    personal_conditions: null,
    special_situations: null,
    ...extra,
  };
}
