import { z } from 'zod';
import { PULSE_BANDS } from '../pulse/pulse-band.ts';
import { indicatorsSchema } from '../pulse/pulse-schemas.ts';

/**
 * A company's day: its figures and how many answers they cover (`answered`, released in batches
 * like the figures: 0 while withheld), or none while under the privacy threshold.
 */
export const companyPulseDaySchema = z.object({
  date: z.string(),
  answered: z.int().min(0),
  pulse: z.int().min(0).max(100).nullable(),
  band: z.enum(PULSE_BANDS).nullable(),
  indicators: indicatorsSchema.nullable(),
});

/** The company panel's evolution: one entry per day up to today, in the company's time zone. */
export const companyPulseSchema = z.object({
  today: z.string(),
  threshold: z.int(),
  days: z.array(companyPulseDaySchema),
});

export type CompanyPulseResponse = z.output<typeof companyPulseSchema>;
