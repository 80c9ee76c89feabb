import { z } from 'zod';
import {
  MAX_CONFIDENTIALITY_THRESHOLD,
  DEFAULT_CONFIDENTIALITY_THRESHOLD,
} from '../pulse/confidentiality.ts';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.ts';
import { EMPLOYEE_COUNT_RANGES, INDUSTRIES, companySlugSchema } from './company-creation.ts';
import { logoDataUrlProblem } from './company-logo.ts';
import { SUPPORT_PROGRAMME_MAX, timeZoneSchema } from './company-settings.ts';

/** What the settings screen edits, each audited by this name: docs/product/companies-and-plans.md#company-settings. */
export const COMPANY_SETTINGS_FIELDS = [
  'name',
  'slug',
  'industry',
  'employeeCountRange',
  'logo',
  'website',
  'description',
  'contactEmail',
  'phone',
  'address',
  'timeZone',
  'workdayStartHour',
  'confidentialityThreshold',
  'defaultLanguage',
  'supportProgramme',
] as const;
export type CompanySettingsField = (typeof COMPANY_SETTINGS_FIELDS)[number];

export const COMPANY_TEXT_LIMITS = {
  name: 120,
  website: 200,
  description: 1000,
  contactEmail: 254,
  phone: 40,
  address: 300,
} as const;

const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,40}$/;

/** An http(s) address with a dotted host and no spaces. */
const WEB_ADDRESS_PATTERN = /^https?:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)+(?:[/?#]\S*)?$/i;
const isWebAddress = (value: string) => WEB_ADDRESS_PATTERN.test(value);

const isBlank = (value: string | null) => value === null || value.trim() === '';

/** A text the company may leave empty: '' and null both clear it. */
const optionalText = (max: number) =>
  z.string('validation.invalid').trim().max(max, 'validation.tooLong').nullable();

const hour = z.int('validation.invalid').min(0, 'validation.invalid').max(23, 'validation.invalid');

/**
 * PATCH /companies/{slug}/settings: any subset of the fields. `logo` is a data URL
 * (see company-logo.ts), or null to remove it.
 */
export const companySettingsUpdateSchema = z
  .object({
    name: z
      .string('validation.required')
      .trim()
      .min(2, 'validation.required')
      .max(COMPANY_TEXT_LIMITS.name, 'validation.tooLong'),
    slug: companySlugSchema,
    industry: z.enum(INDUSTRIES, 'validation.choose').nullable(),
    employeeCountRange: z.enum(EMPLOYEE_COUNT_RANGES, 'validation.choose').nullable(),
    logo: z
      .string('validation.logoType')
      .superRefine((value, context) => {
        const problem = logoDataUrlProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .nullable(),
    website: optionalText(COMPANY_TEXT_LIMITS.website).refine(
      (value) => isBlank(value) || isWebAddress(value!),
      'validation.website',
    ),
    description: optionalText(COMPANY_TEXT_LIMITS.description),
    contactEmail: optionalText(COMPANY_TEXT_LIMITS.contactEmail).refine(
      (value) => isBlank(value) || z.email().safeParse(value).success,
      'validation.email',
    ),
    phone: optionalText(COMPANY_TEXT_LIMITS.phone).refine(
      (value) => isBlank(value) || PHONE_PATTERN.test(value!),
      'validation.phone',
    ),
    address: optionalText(COMPANY_TEXT_LIMITS.address),
    timeZone: timeZoneSchema,
    workdayStartHour: hour,
    confidentialityThreshold: z
      .int('validation.invalid')
      .min(DEFAULT_CONFIDENTIALITY_THRESHOLD, 'validation.threshold')
      .max(MAX_CONFIDENTIALITY_THRESHOLD, 'validation.threshold'),
    defaultLanguage: z.enum(SUPPORTED_LANGUAGES, 'validation.choose'),
    supportProgramme: optionalText(SUPPORT_PROGRAMME_MAX),
  })
  .partial();

export type CompanySettingsUpdate = z.output<typeof companySettingsUpdateSchema>;

/** One field's change as the audit keeps it; a logo is recorded as present or not, never its image. */
export const settingsChangeSchema = z.object({
  field: z.enum(COMPANY_SETTINGS_FIELDS),
  from: z.union([z.string(), z.number()]).nullable(),
  to: z.union([z.string(), z.number()]).nullable(),
});
export type SettingsChange = z.output<typeof settingsChangeSchema>;

/** One save of the settings: who, when and what. The author's name is kept as it was then. */
export const settingsAuditEntrySchema = z.object({
  id: z.string(),
  changedAt: z.string(),
  changedBy: z.object({ id: z.string().nullable(), name: z.string() }),
  changes: z.array(settingsChangeSchema),
});
export type SettingsAuditEntry = z.output<typeof settingsAuditEntrySchema>;

export const SETTINGS_AUDIT_PAGE_SIZE = 20;

export const settingsAuditSchema = z.object({ entries: z.array(settingsAuditEntrySchema) });

/** The current address of a company that used to be at another one. */
export const companyAddressSchema = z.object({ slug: z.string() });
