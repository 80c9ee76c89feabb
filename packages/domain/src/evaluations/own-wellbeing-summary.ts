import { z } from 'zod';
import { localDateSchema } from '../checkin/checkin-schemas.ts';
import type { CheckinValues } from '../checkin/checkin-values.ts';
import { pulseBand, PULSE_BANDS } from '../pulse/pulse-band.ts';
import { groupPulse, pulseScore } from '../pulse/pulse-score.ts';

/**
 * The days a person's own wellbeing summary covers when they attach it to a self-assessment:
 * about the half year an evaluation usually looks back on, ending the day they attach it.
 */
export const OWN_WELLBEING_SUMMARY_DAYS = 90;

export const ownWellbeingSummarySchema = z.object({
  from: localDateSchema,
  to: localDateSchema,
  /** Days the person checked in within the window. */
  days: z.number().int().nonnegative(),
  pulse: z.number().nullable(),
  band: z.enum(PULSE_BANDS).nullable(),
  energy: z.number().nullable(),
  motivation: z.number().nullable(),
  mentalPressure: z.number().nullable(),
  personalConcerns: z.number().nullable(),
});
export type OwnWellbeingSummary = z.infer<typeof ownWellbeingSummarySchema>;

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10;

/**
 * What a person chooses to show of their own check-ins beside their self-assessment
 * (docs/product/evaluations.md#attaching-ones-own-wellbeing): the window, how many days, the mean
 * pulse and its band, and each indicator's mean. Never a single day's values.
 */
export function summariseOwnWellbeing(
  checkins: readonly CheckinValues[],
  window: { from: string; to: string },
): OwnWellbeingSummary {
  const pulse = groupPulse(checkins.map((values) => pulseScore(values)));
  return {
    ...window,
    days: checkins.length,
    pulse,
    band: pulse === null ? null : pulseBand(pulse),
    energy: mean(checkins.map((values) => values.energy)),
    motivation: mean(checkins.map((values) => values.motivation)),
    mentalPressure: mean(checkins.map((values) => values.mental_pressure)),
    personalConcerns: mean(checkins.map((values) => values.personal_concerns)),
  };
}
