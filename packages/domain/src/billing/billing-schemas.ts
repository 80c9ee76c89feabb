import { z } from 'zod';
import { FEATURE_FLAGS, PLAN_TYPES } from '../plans/plan-catalogue.ts';
import { SUBSCRIPTION_STATUSES } from '../plans/subscription-defaults.ts';
import { planTypeSchema } from '../super-admin/admin-lists.ts';
import { BILLING_CYCLES } from './billing-prices.ts';

export const billingCycleSchema = z.enum(BILLING_CYCLES, 'validation.choose');

export const billingPlanSchema = z.object({
  type: z.enum(PLAN_TYPES),
  name: z.string(),
  isPopular: z.boolean(),
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  maxEmployees: z.number(),
  features: z.array(z.enum(FEATURE_FLAGS)),
});
export type BillingPlan = z.output<typeof billingPlanSchema>;

export const billingSubscriptionSchema = z.object({
  planType: z.enum(PLAN_TYPES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  standing: z.enum(['in-force', 'grace', 'lapsed']),
  billingCycle: z.enum(BILLING_CYCLES),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  trialEnd: z.string().nullable(),
  trialDaysLeft: z.number().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Whether the company pays through the payment provider, so the provider's portal can manage it. */
  isPaidOnline: z.boolean(),
});
export type BillingSubscription = z.output<typeof billingSubscriptionSchema>;

export const billingSummarySchema = z.object({
  paymentsConfigured: z.boolean(),
  currency: z.string(),
  subscription: billingSubscriptionSchema,
  seats: z.object({ used: z.number(), max: z.number() }),
  plans: z.array(billingPlanSchema),
});
export type BillingSummary = z.output<typeof billingSummarySchema>;

export const checkoutRequestSchema = z.object({ planType: planTypeSchema, cycle: billingCycleSchema });
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;

/** A new subscription goes to the provider's checkout page; an existing one changes at once. */
export const checkoutResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('redirect'), url: z.string() }),
  z.object({ outcome: z.literal('changed'), subscription: billingSubscriptionSchema }),
]);
export type CheckoutResponse = z.output<typeof checkoutResponseSchema>;

export const checkoutConfirmRequestSchema = z.object({
  sessionId: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(255, 'validation.tooLong'),
});

export const checkoutConfirmResponseSchema = z.object({
  paid: z.boolean(),
  subscription: billingSubscriptionSchema,
});
export type CheckoutConfirmResponse = z.output<typeof checkoutConfirmResponseSchema>;

export const portalResponseSchema = z.object({ url: z.string() });

export const billingSubscriptionResponseSchema = z.object({ subscription: billingSubscriptionSchema });

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  issuedAt: z.string(),
  /** In the currency's minor unit (cents), as the provider states it. */
  amountDue: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** The provider's document, or Tera's own rendering of what it has on record. */
  pdfUrl: z.string(),
});
export type Invoice = z.output<typeof invoiceSchema>;

export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema) });
