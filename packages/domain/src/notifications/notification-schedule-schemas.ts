import { z } from 'zod';
import { USER_ROLES } from '../access/roles.ts';
import { timeZoneSchema } from '../company/company-settings.ts';
import { NOTIFICATION_TYPES } from './notification-types.ts';

const COMPANY_ROLES = USER_ROLES.filter((role) => role !== 'super_admin');

export const CUSTOM_SUBJECT_MAX = 150;
export const CUSTOM_MESSAGE_MAX = 2000;

/** 'HH:MM', 24-hour. */
export const scheduleTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.invalid');

/** Who a schedule reaches, within the company: docs/product/notifications.md#recipients. */
export const recipientsFilterSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('teams'), teamIds: z.array(z.uuid()).min(1, 'validation.required').max(200) }),
  z.object({
    kind: z.literal('departments'),
    departments: z.array(z.string().trim().min(1).max(100)).min(1, 'validation.required').max(200),
  }),
  z.object({ kind: z.literal('roles'), roles: z.array(z.enum(COMPANY_ROLES)).min(1, 'validation.required') }),
]);
export type RecipientsFilter = z.infer<typeof recipientsFilterSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullable()
    .transform((v) => v || null);

export const scheduleInputSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  time: scheduleTimeSchema,
  /** The schedule's zone, used for people without one of their own; null: the company's. */
  timeZone: timeZoneSchema.nullable(),
  days: z
    .array(z.int().min(1).max(7))
    .min(1, 'validation.required')
    .refine((days) => new Set(days).size === days.length, 'validation.invalid'),
  active: z.boolean(),
  /** null: the type's default template. */
  templateId: z.uuid().nullable(),
  customSubject: optionalText(CUSTOM_SUBJECT_MAX),
  customMessage: optionalText(CUSTOM_MESSAGE_MAX),
  recipients: recipientsFilterSchema,
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;

export const scheduleSchema = scheduleInputSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const schedulesListSchema = z.object({ schedules: z.array(scheduleSchema) });
