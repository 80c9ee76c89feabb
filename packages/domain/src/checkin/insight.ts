import type { CheckinValues } from './checkin-values.ts';

/** Kinds only: the web owns the wording in each language. */
export const INSIGHT_KINDS = [
  'lowEnergy',
  'highPressure',
  'lowMotivation',
  'highConcerns',
  'balanced',
] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

export const LOW_ENERGY_BELOW = 4;
export const HIGH_PRESSURE_ABOVE = 7;
export const LOW_MOTIVATION_BELOW = 4;
export const HIGH_CONCERNS_ABOVE = 7;

/** Every rule that fires, in a fixed order; 'balanced' only when none does. */
export function analyseCheckin(values: CheckinValues): InsightKind[] {
  const kinds: InsightKind[] = [];
  if (values.energy < LOW_ENERGY_BELOW) kinds.push('lowEnergy');
  if (values.mental_pressure > HIGH_PRESSURE_ABOVE) kinds.push('highPressure');
  if (values.motivation < LOW_MOTIVATION_BELOW) kinds.push('lowMotivation');
  if (values.personal_concerns > HIGH_CONCERNS_ABOVE) kinds.push('highConcerns');
  return kinds.length > 0 ? kinds : ['balanced'];
}
