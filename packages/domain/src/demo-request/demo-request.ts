import { z } from 'zod';
import { isValidTimeZone } from '../checkin/local-time.ts';
import { DEFAULT_TIME_ZONE } from '../company/company-settings.ts';

export const TEAM_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

/** Messages are i18n keys so both sides report the same problem in the reader's language. */
export const demoRequestSchema = z.object({
  firstName: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(100, 'validation.tooLong'),
  lastName: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(100, 'validation.tooLong'),
  email: z
    .string('validation.required')
    .trim()
    .max(254, 'validation.tooLong')
    .pipe(z.email('validation.email')),
  company: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.tooLong'),
  teamSize: z.enum(TEAM_SIZES, 'validation.choose'),
  message: z.string('validation.invalid').trim().max(2000, 'validation.tooLong').default(''),
  /** The requester's own time zone as their device names it: see demoRequestTimeZone. */
  timeZone: z.string('validation.invalid').max(64, 'validation.tooLong').optional(),
});

export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;

export const demoRequestReceiptSchema = z.object({ id: z.string(), receivedAt: z.string() });
export type DemoRequestReceipt = z.infer<typeof demoRequestReceiptSchema>;

/**
 * The zone a demo request is dated in: the requester's, so the mail says when they asked as they
 * lived it, or Madrid's when their device named none the server knows (docs/decisions/012). An
 * unknown zone never costs a prospect their request.
 */
export function demoRequestTimeZone(request: Pick<DemoRequest, 'timeZone'>): string {
  return isValidTimeZone(request.timeZone) ? request.timeZone : DEFAULT_TIME_ZONE;
}
