import { z } from 'zod';
import { CHECKIN_SLIDER_MAX, CHECKIN_SLIDER_MIN } from './checkin-constants.ts';
import type { CheckinValues } from './checkin-values.ts';
import {
  DAY_DYNAMICS,
  PERSONAL_CONDITIONS,
  SPECIAL_SITUATIONS,
  WORK_MODALITIES,
  type CheckinTags,
} from './context-tags.ts';
import { isValidLocalDate } from './local-time.ts';

export const SUBMISSION_VALIDATION_PREFIX = 'Check-in Submission Data validation failed: ';
export const STORED_CHECKIN_VALIDATION_PREFIX = 'Daily Check-in Data validation failed: ';

export const checkinValueSchema = z.int().min(CHECKIN_SLIDER_MIN).max(CHECKIN_SLIDER_MAX);

export const localDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isValidLocalDate, 'Not a calendar date');

function hasNoDuplicates(list: readonly string[]): boolean {
  return new Set(list).size === list.length;
}

/**
 * The payload contract says an empty list is sent as null; an API client that sends [] or leaves
 * the key out means the same thing, so both are accepted and stored as null.
 */
function submittedTagList<const T extends readonly [string, ...string[]]>(options: T) {
  return z
    .array(z.enum(options))
    .refine(hasNoDuplicates, 'Each tag may appear once')
    .nullable()
    .transform((list) => (list && list.length > 0 ? list : null))
    .default(null);
}

export const checkinSubmissionSchema = z.strictObject({
  energy: checkinValueSchema,
  mental_pressure: checkinValueSchema,
  personal_concerns: checkinValueSchema,
  motivation: checkinValueSchema,
  work_modality: z.enum(WORK_MODALITIES).nullable().default(null),
  day_dynamics: submittedTagList(DAY_DYNAMICS),
  personal_conditions: submittedTagList(PERSONAL_CONDITIONS),
  special_situations: submittedTagList(SPECIAL_SITUATIONS),
});

export type CheckinSubmissionInput = z.input<typeof checkinSubmissionSchema>;
export type CheckinSubmission = z.output<typeof checkinSubmissionSchema>;

/**
 * A stored row as the API presents it. user_id is any non-empty text, not only a uuid: the auth
 * library owns user ids, and a valid check-in must never read as "not completed" over an id format.
 * Extra columns are ignored so a wider row still validates.
 */
export const dailyCheckinSchema = z.object({
  id: z.uuid(),
  user_id: z.string().min(1),
  check_in_date: localDateSchema,
  energy: checkinValueSchema,
  mental_pressure: checkinValueSchema,
  personal_concerns: checkinValueSchema,
  motivation: checkinValueSchema,
  variability: z.number().nullish(),
  work_modality: z.enum(WORK_MODALITIES).nullish(),
  day_dynamics: z.array(z.enum(DAY_DYNAMICS)).nullish(),
  personal_conditions: z.array(z.enum(PERSONAL_CONDITIONS)).nullish(),
  special_situations: z.array(z.enum(SPECIAL_SITUATIONS)).nullish(),
  created_at: z.iso.datetime({ offset: true }),
});

export type DailyCheckin = z.output<typeof dailyCheckinSchema>;

/** Field path to messages, the shape the API error body carries in `fields`. */
export type ValidationFields = Record<string, string[]>;

export type ValidationResult<T> =
  { success: true; data: T } | { success: false; message: string; fields: ValidationFields };

export class CheckinValidationError extends Error {
  override readonly name = 'CheckinValidationError';
  readonly fields: ValidationFields;

  constructor(message: string, fields: ValidationFields) {
    super(message);
    this.fields = fields;
  }
}

function pathOf(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => (pathOf(issue) ? `${pathOf(issue)}: ${issue.message}` : issue.message))
    .join('; ');
}

function collectFields(issues: readonly z.core.$ZodIssue[]): ValidationFields {
  const fields: ValidationFields = {};
  for (const issue of issues) {
    const key = pathOf(issue) || '_root';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

function validateWith<T>(schema: z.ZodType<T>, prefix: string, data: unknown): ValidationResult<T> {
  const result = schema.safeParse(data);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    message: prefix + describeIssues(result.error.issues),
    fields: collectFields(result.error.issues),
  };
}

export function validateSubmissionSafely(data: unknown): ValidationResult<CheckinSubmission> {
  return validateWith(checkinSubmissionSchema, SUBMISSION_VALIDATION_PREFIX, data);
}

export function validateStoredCheckinSafely(data: unknown): ValidationResult<DailyCheckin> {
  return validateWith(dailyCheckinSchema, STORED_CHECKIN_VALIDATION_PREFIX, data);
}

/** Throws CheckinValidationError, whose message starts with the documented prefix. */
export function validateSubmission(data: unknown): CheckinSubmission {
  const result = validateSubmissionSafely(data);
  if (!result.success) throw new CheckinValidationError(result.message, result.fields);
  return result.data;
}

/** Throws CheckinValidationError, whose message starts with the documented prefix. */
export function validateStoredCheckin(data: unknown): DailyCheckin {
  const result = validateStoredCheckinSafely(data);
  if (!result.success) throw new CheckinValidationError(result.message, result.fields);
  return result.data;
}

function listOrNull<T>(list: readonly T[] | null | undefined): T[] | null {
  return list && list.length > 0 ? [...list] : null;
}

/** The form as the screen holds it, turned into the payload: an empty list becomes null. */
export function toSubmissionPayload(form: CheckinValues & CheckinTags): CheckinSubmission {
  return {
    energy: form.energy,
    mental_pressure: form.mental_pressure,
    personal_concerns: form.personal_concerns,
    motivation: form.motivation,
    work_modality: form.work_modality ?? null,
    day_dynamics: listOrNull(form.day_dynamics),
    personal_conditions: listOrNull(form.personal_conditions),
    special_situations: listOrNull(form.special_situations),
  };
}
