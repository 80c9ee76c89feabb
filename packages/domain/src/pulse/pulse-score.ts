import { CHECKIN_SLIDER_MAX, CHECKIN_SLIDER_MIN } from '../checkin/checkin-constants.ts';
import type { CheckinValues } from '../checkin/checkin-values.ts';

/** The company evolution chart covers this many days. */
export const PULSE_EVOLUTION_DAYS = 30;

/**
 * TeraPulse 0..100. Pressure and concerns count inverted (11 - x) so that higher is always better,
 * then the 1..10 mean is stretched onto 0..100. Averaged values are accepted, so a team's mean
 * indicators can be scored too.
 */
export function pulseScore(values: CheckinValues): number {
  const { energy, motivation, mental_pressure, personal_concerns } = values;
  for (const value of [energy, motivation, mental_pressure, personal_concerns]) {
    if (!Number.isFinite(value) || value < CHECKIN_SLIDER_MIN || value > CHECKIN_SLIDER_MAX) {
      throw new RangeError(`Check-in values must be within ${CHECKIN_SLIDER_MIN}..${CHECKIN_SLIDER_MAX}`);
    }
  }
  const mean = (energy + motivation + (11 - mental_pressure) + (11 - personal_concerns)) / 4;
  return Math.round(((mean - 1) / 9) * 100);
}

/** Mean of individual scores, or null when there is nothing to average (never a fake 0). */
export function groupPulse(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}
