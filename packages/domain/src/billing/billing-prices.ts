import { PLAN_CATALOGUE, PLAN_TYPES, type PlanType } from '../plans/plan-catalogue.ts';
import type { BillingCycle } from '../plans/subscription-defaults.ts';

export const BILLING_CYCLES = ['monthly', 'yearly'] as const satisfies readonly BillingCycle[];

/** The currency when the server is not told otherwise (ISO 4217, lower case as Stripe writes it). */
export const DEFAULT_BILLING_CURRENCY = 'eur';

/** A yearly plan is charged ten months: two months free for paying ahead (decision 017). */
export const YEARLY_MONTHS_CHARGED = 10;

/** What one period of a plan costs, in whole currency units. */
export function periodPrice(planType: PlanType, cycle: BillingCycle): number {
  const monthly = PLAN_CATALOGUE[planType].pricePerMonth;
  return cycle === 'yearly' ? monthly * YEARLY_MONTHS_CHARGED : monthly;
}

/**
 * The plan identifier per plan and cycle. It is the price's lookup key at the payment provider, so
 * the provider's own price ids never need to be configured here.
 */
export function planPriceKey(planType: PlanType, cycle: BillingCycle): string {
  return `tera_${planType}_${cycle}`;
}

export function planOfPriceKey(
  key: string | null | undefined,
): { planType: PlanType; cycle: BillingCycle } | null {
  if (!key) return null;
  for (const planType of PLAN_TYPES)
    for (const cycle of BILLING_CYCLES) if (planPriceKey(planType, cycle) === key) return { planType, cycle };
  return null;
}
