import type { SubscriptionStatus } from '../plans/subscription-defaults.ts';

/** Days a past-due company keeps every feature after its period ends, while the card is retried. */
export const PAST_DUE_GRACE_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * in-force: everything the plan has. grace: the same, with the admins warned. lapsed: leader and
 * admin features stop (the feature gate reads it as no subscription); an employee's own check-in,
 * history and export are never gated, so they go on (docs/product/billing.md#lifecycle).
 */
export type SubscriptionStanding = 'in-force' | 'grace' | 'lapsed';

export interface StandingTerms {
  status: SubscriptionStatus;
  currentPeriodEnd: Date | string;
  trialEnd: Date | string | null;
}

export function subscriptionStanding(terms: StandingTerms, now: Date): SubscriptionStanding {
  const periodEnd = new Date(terms.currentPeriodEnd).getTime();
  switch (terms.status) {
    case 'active':
      return 'in-force';
    case 'trial':
      return new Date(terms.trialEnd ?? terms.currentPeriodEnd).getTime() > now.getTime()
        ? 'in-force'
        : 'lapsed';
    case 'past_due':
      return periodEnd + PAST_DUE_GRACE_DAYS * DAY_MS > now.getTime() ? 'grace' : 'lapsed';
    case 'unpaid':
    case 'cancelled':
      return 'lapsed';
  }
}

/** Whole days left of a trial, counting a started day; null when not on trial. */
export function trialDaysLeft(terms: StandingTerms, now: Date): number | null {
  if (terms.status !== 'trial') return null;
  const end = new Date(terms.trialEnd ?? terms.currentPeriodEnd).getTime();
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}
