import { subscriptionStanding, type StandingTerms } from '../billing/subscription-standing.ts';
import { PLAN_CATALOGUE, type FeatureFlag, type PlanFeatures, type PlanType } from './plan-catalogue.ts';

/**
 * The plan the upgrade dialog names (docs/product/companies-and-plans.md#the-plan-named-for-an-upgrade).
 * prioritySupport and enterpriseAnalytics are in the scaleUp catalogue too, yet the dialog names
 * enterprise for them; the gate itself asks whether the current plan has the feature.
 */
export const MINIMUM_PLAN_FOR_FEATURE: Record<FeatureFlag, PlanType> = {
  videoTraining: 'starter',
  basicAnalytics: 'starter',
  aiInsights: 'professional',
  customReports: 'professional',
  advancedAnalytics: 'professional',
  prioritySupport: 'enterprise',
  enterpriseAnalytics: 'enterprise',
  apiAccess: 'enterprise',
  sso: 'enterprise',
};

export type FeatureBlockReason = 'no-subscription' | 'individual' | 'plan';

export type FeatureAccess =
  | { allowed: true }
  | { allowed: false; reason: FeatureBlockReason; currentPlan: PlanType | null; requiredPlan: PlanType };

/** What the gate reads of a subscription; a stored features object may hold only some flags. */
export interface GatedSubscription extends Partial<StandingTerms> {
  planType: PlanType;
  features?: Partial<PlanFeatures> | null | undefined;
}

/**
 * A lapsed subscription (docs/product/billing.md#lifecycle) gates like none at all; without a
 * status or a clock the subscription is taken as in force.
 */
function inForce(subscription: GatedSubscription, now: Date | undefined): boolean {
  const { status, currentPeriodEnd } = subscription;
  if (!now || !status || !currentPeriodEnd) return true;
  return (
    subscriptionStanding({ status, currentPeriodEnd, trialEnd: subscription.trialEnd ?? null }, now) !==
    'lapsed'
  );
}

/**
 * A flag stored on the subscription wins, so a company granted a feature by hand keeps it; a flag
 * the stored object lacks comes from the plan catalogue.
 */
function hasFeature(subscription: GatedSubscription, feature: FeatureFlag): boolean {
  const stored = subscription.features?.[feature];
  if (typeof stored === 'boolean') return stored;
  return PLAN_CATALOGUE[subscription.planType].features[feature];
}

/** No subscription, individual, plan: in this order, so the first missing condition is the reason given. */
export function checkFeatureAccess({
  subscription,
  isIndividual,
  feature,
  now,
}: {
  subscription: GatedSubscription | null | undefined;
  isIndividual: boolean;
  feature: FeatureFlag;
  now?: Date;
}): FeatureAccess {
  const requiredPlan = MINIMUM_PLAN_FOR_FEATURE[feature];
  if (!subscription || !inForce(subscription, now))
    return { allowed: false, reason: 'no-subscription', currentPlan: null, requiredPlan };
  const currentPlan = subscription.planType;
  if (isIndividual) return { allowed: false, reason: 'individual', currentPlan, requiredPlan };
  if (!hasFeature(subscription, feature))
    return { allowed: false, reason: 'plan', currentPlan, requiredPlan };
  return { allowed: true };
}
