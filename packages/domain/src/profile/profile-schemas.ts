import { z } from 'zod';
import { userRoleSchema } from '../access/roles.ts';
import { timeZoneSchema } from '../company/company-settings.ts';

/** A person as the API shows them: docs/product/identity.md#accounts-and-profiles. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: userRoleSchema,
  reportsTo: z.string().nullable(),
  companyId: z.string().nullable(),
  teamId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  joinDate: z.string().nullable(),
  timeZone: z.string(),
  language: z.enum(['es', 'en']),
  sharesCheckinsWithLeader: z.boolean(),
  isActive: z.boolean(),
  onboardedAt: z.string().nullable(),
});

export type Profile = z.output<typeof profileSchema>;

export const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: profileSchema,
  directReports: z.array(profileSchema),
  isLeader: z.boolean(),
  isSuperAdmin: z.boolean(),
  company: z.object({ id: z.string(), name: z.string(), slug: z.string() }).nullable(),
});

export type Me = z.output<typeof meSchema>;

const optionalText = (max: number) =>
  z
    .string('validation.invalid')
    .trim()
    .max(max, 'validation.tooLong')
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** The longest full name a profile keeps, however it is written. */
export const FULL_NAME_MAX_LENGTH = 120;

export const profileUpdateSchema = z
  .object({
    fullName: z
      .string('validation.required')
      .trim()
      .min(1, 'validation.required')
      .max(FULL_NAME_MAX_LENGTH, 'validation.tooLong'),
    jobTitle: optionalText(120),
    department: optionalText(120),
    timeZone: timeZoneSchema,
    language: z.enum(['es', 'en'], 'validation.choose'),
    completeOnboarding: z.literal(true),
  })
  .partial();

export const sharingUpdateSchema = z.object({ sharesCheckinsWithLeader: z.boolean('validation.invalid') });
