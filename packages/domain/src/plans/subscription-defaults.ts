import { PLAN_CATALOGUE, UNLIMITED_EMPLOYEES, type PlanFeatures, type PlanType } from './plan-catalogue.ts';

/** Default trial and period length, and the seat limits when nothing else says. */
export const DEFAULT_TRIAL_DAYS = 30;
export const DEFAULT_MAX_EMPLOYEES = 10;
export const INDIVIDUAL_MAX_EMPLOYEES = 1;

/**
 * trial and active, plus what a card payment provider reports once a payment fails: past_due while
 * it retries, unpaid when it gives up, cancelled when the subscription ends
 * (docs/product/billing.md#lifecycle).
 */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'unpaid', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export type BillingCycle = 'monthly' | 'yearly';

/**
 * The subscription fields that decide what a company may do. Dates are ISO 8601
 * strings because the object travels as JSON between server and browser.
 */
export interface SubscriptionTerms {
  planType: PlanType;
  status: SubscriptionStatus;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  trialStart: string | null;
  trialEnd: string | null;
  billingCycle: BillingCycle;
  pricePerMonth: number;
  maxEmployees: number;
  features: PlanFeatures;
  isIndividual: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString();
}

/** The individual default: what a user without a company, or whose company failed to load, works under. */
export function buildIndividualSubscription(now: Date): SubscriptionTerms {
  return {
    planType: 'professional',
    status: 'active',
    currentPeriodStart: now.toISOString(),
    currentPeriodEnd: addDays(now, DEFAULT_TRIAL_DAYS),
    trialStart: null,
    trialEnd: null,
    billingCycle: 'monthly',
    pricePerMonth: 0,
    maxEmployees: INDIVIDUAL_MAX_EMPLOYEES,
    features: { ...PLAN_CATALOGUE.professional.features, maxEmployees: INDIVIDUAL_MAX_EMPLOYEES },
    isIndividual: true,
  };
}

/** The trial default: a company that has no subscription row yet gets a free professional trial. */
export function buildTrialSubscription(now: Date): SubscriptionTerms {
  const start = now.toISOString();
  const end = addDays(now, DEFAULT_TRIAL_DAYS);
  return {
    planType: 'professional',
    status: 'trial',
    currentPeriodStart: start,
    currentPeriodEnd: end,
    trialStart: start,
    trialEnd: end,
    billingCycle: 'monthly',
    pricePerMonth: 0,
    maxEmployees: DEFAULT_MAX_EMPLOYEES,
    features: { ...PLAN_CATALOGUE.professional.features, maxEmployees: DEFAULT_MAX_EMPLOYEES },
    isIndividual: false,
  };
}

/**
 * Pending invitations count against the limit, otherwise a company could invite past its plan and
 * be over it once they are accepted.
 */
export function canAddEmployees(
  maxEmployees: number,
  activeCount: number,
  pendingInvites: number,
  adding: number = 1,
): boolean {
  if (maxEmployees === UNLIMITED_EMPLOYEES) return true;
  return activeCount + pendingInvites + adding <= maxEmployees;
}
