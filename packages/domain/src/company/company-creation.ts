import { z } from 'zod';
import { timeZoneSchema } from './company-settings.ts';

export const EMPLOYEE_COUNT_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

export const INDUSTRIES = [
  'technology',
  'finance',
  'health',
  'education',
  'retail',
  'manufacturing',
  'services',
  'public_sector',
  'nonprofit',
  'other',
] as const;

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 40;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Paths that already mean something under /empresa/{slug} or would mislead as company names. */
export const RESERVED_SLUGS = ['admin', 'api', 'new', 'nueva', 'super-admin', 'tera', 'www'] as const;

/** 'Café Olé, S.L.' → 'cafe-ole-s-l': lower case, accents dropped, words joined by hyphens. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}

export const companySlugSchema = z
  .string('validation.required')
  .trim()
  .toLowerCase()
  .min(SLUG_MIN_LENGTH, 'validation.slugTooShort')
  .max(SLUG_MAX_LENGTH, 'validation.tooLong')
  .regex(SLUG_PATTERN, 'validation.slugFormat')
  .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), 'validation.slugReserved');

export const companyCreationSchema = z.object({
  name: z.string('validation.required').trim().min(2, 'validation.required').max(120, 'validation.tooLong'),
  slug: companySlugSchema,
  industry: z.enum(INDUSTRIES, 'validation.choose'),
  employeeCountRange: z.enum(EMPLOYEE_COUNT_RANGES, 'validation.choose'),
  timeZone: timeZoneSchema,
});

export type CompanyCreation = z.output<typeof companyCreationSchema>;
