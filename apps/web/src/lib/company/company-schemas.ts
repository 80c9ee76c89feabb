import { z } from 'zod';
import { FEATURE_FLAGS, PLAN_TYPES, SUBSCRIPTION_STATUSES, type PlanFeatures } from '@tera/domain';

const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  industry: z.string().nullable(),
  employeeCountRange: z.string().nullable(),
  logoUrl: z.string().nullable(),
  settings: z.object({
    workdayStartHour: z.number(),
    timeZone: z.string(),
    confidentialityThreshold: z.number(),
    // A company saved on this device before the programme existed has none.
    supportProgramme: z.string().nullable().default(null),
  }),
  isActive: z.boolean(),
  trialEndsAt: z.string().nullable(),
});

const featureSchema = z.object({
  maxEmployees: z.number().optional(),
  ...Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean().optional()])),
}) as z.ZodType<Partial<PlanFeatures>>;

const subscriptionSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  planType: z.enum(PLAN_TYPES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  trialStart: z.string().nullable(),
  trialEnd: z.string().nullable(),
  billingCycle: z.enum(['monthly', 'yearly']),
  pricePerMonth: z.number(),
  maxEmployees: z.number(),
  // A stored features object may hold only some flags; the feature gate fills in the rest.
  features: featureSchema.nullable(),
});

export const companyResponseSchema = z.object({
  company: companySchema,
  subscription: subscriptionSchema.nullable(),
});

export type Company = z.output<typeof companySchema>;
export type CompanySubscription = z.output<typeof subscriptionSchema>;
export type CompanyResponse = z.output<typeof companyResponseSchema>;
