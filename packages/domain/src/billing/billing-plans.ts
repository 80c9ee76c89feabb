import { FEATURE_FLAGS, PLANS_IN_ORDER } from '../plans/plan-catalogue.ts';
import { periodPrice } from './billing-prices.ts';
import type { BillingPlan } from './billing-schemas.ts';

/** The four plans as the billing page offers them, cheapest first. */
export const BILLING_PLANS: readonly BillingPlan[] = PLANS_IN_ORDER.map((plan) => ({
  type: plan.type,
  name: plan.name,
  isPopular: plan.isPopular,
  monthlyPrice: periodPrice(plan.type, 'monthly'),
  yearlyPrice: periodPrice(plan.type, 'yearly'),
  maxEmployees: plan.features.maxEmployees,
  features: FEATURE_FLAGS.filter((flag) => plan.features[flag]),
}));
