import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.ts';
import { FEATURE_FLAGS, PLAN_TYPES } from '../plans/plan-catalogue.ts';
import { SUBSCRIPTION_STATUSES } from '../plans/subscription-defaults.ts';

/** Response shapes of the company API, as its OpenAPI document describes them. */

const nullableText = z.string().nullable();

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  industry: nullableText,
  employeeCountRange: nullableText,
  logoUrl: nullableText,
  website: nullableText,
  description: nullableText,
  contactEmail: nullableText,
  phone: nullableText,
  address: nullableText,
  settings: z.object({
    workdayStartHour: z.int(),
    timeZone: z.string(),
    confidentialityThreshold: z.int(),
    defaultLanguage: z.enum(SUPPORTED_LANGUAGES),
    supportProgramme: nullableText,
  }),
  isActive: z.boolean(),
  trialEndsAt: nullableText,
  createdAt: z.string(),
  updatedAt: z.string(),
});

// A stored features object may hold only some flags; the feature gate fills in the rest.
const storedFeaturesSchema = z.object({
  maxEmployees: z.int().optional(),
  ...Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean().optional()])),
});

export const companySubscriptionSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  planType: z.enum(PLAN_TYPES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  trialStart: nullableText,
  trialEnd: nullableText,
  billingCycle: z.enum(['monthly', 'yearly']),
  pricePerMonth: z.number(),
  maxEmployees: z.int(),
  features: storedFeaturesSchema,
  isIndividual: z.boolean(),
});

/** A company with its subscription; a company without a subscription row has none. */
export const companyWithSubscriptionSchema = z.object({
  company: companySchema,
  subscription: companySubscriptionSchema.nullable(),
});

export type CompanyResponse = z.output<typeof companySchema>;
