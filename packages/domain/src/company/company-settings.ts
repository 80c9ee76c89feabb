import { z } from 'zod';
import { DEFAULT_WORKDAY_START_HOUR } from '../checkin/checkin-constants.ts';
import { isValidTimeZone } from '../checkin/local-time.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../i18n/languages.ts';
import {
  DEFAULT_CONFIDENTIALITY_THRESHOLD,
  MAX_CONFIDENTIALITY_THRESHOLD,
} from '../pulse/confidentiality.ts';

export const DEFAULT_TIME_ZONE = 'Europe/Madrid';
export const SUPPORT_PROGRAMME_MAX = 500;

export const timeZoneSchema = z.string().max(64).refine(isValidTimeZone, 'validation.timeZone');

/** The company settings: docs/product/companies-and-plans.md#company-settings. */
export const companySettingsSchema = z.object({
  workday_start_hour: z.int().min(0).max(23).default(DEFAULT_WORKDAY_START_HOUR),
  time_zone: timeZoneSchema.default(DEFAULT_TIME_ZONE),
  confidentiality_threshold: z
    .int()
    .min(DEFAULT_CONFIDENTIALITY_THRESHOLD)
    .max(MAX_CONFIDENTIALITY_THRESHOLD)
    .default(DEFAULT_CONFIDENTIALITY_THRESHOLD),
  default_language: z.enum(SUPPORTED_LANGUAGES).default(DEFAULT_LANGUAGE),
  /**
   * How the company's own support programme is reached (an employee assistance line, say), offered
   * to a person when their own pulse stays critical (docs/product/support.md#help-when-it-matters).
   */
  support_programme: z.string().max(SUPPORT_PROGRAMME_MAX).nullable().default(null),
});

export type CompanySettings = z.output<typeof companySettingsSchema>;
/** The settings as stored: rows written before a field existed lack it, and it reads as its default. */
export type StoredCompanySettings = z.input<typeof companySettingsSchema>;

// Built once, not per read: the settings are read on every signed-in request.
const storedField = {
  workday_start_hour: companySettingsSchema.shape.workday_start_hour.catch(DEFAULT_WORKDAY_START_HOUR),
  time_zone: companySettingsSchema.shape.time_zone.catch(DEFAULT_TIME_ZONE),
  confidentiality_threshold: companySettingsSchema.shape.confidentiality_threshold.catch(
    DEFAULT_CONFIDENTIALITY_THRESHOLD,
  ),
  default_language: companySettingsSchema.shape.default_language.catch(DEFAULT_LANGUAGE),
  support_programme: companySettingsSchema.shape.support_programme.catch(null),
};

/** Stored settings may predate a field or hold a bad value; each one falls back on its own. */
export function readCompanySettings(stored: unknown): CompanySettings {
  const input = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    workday_start_hour: storedField.workday_start_hour.parse(input.workday_start_hour),
    time_zone: storedField.time_zone.parse(input.time_zone),
    confidentiality_threshold: storedField.confidentiality_threshold.parse(input.confidentiality_threshold),
    default_language: storedField.default_language.parse(input.default_language),
    support_programme: storedField.support_programme.parse(input.support_programme),
  };
}
