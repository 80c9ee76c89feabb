import { describe, expect, it } from 'vitest';
import { checkFeatureAccess, MINIMUM_PLAN_FOR_FEATURE } from './feature-gate.ts';
import { FEATURE_FLAGS, PLAN_TYPES } from './plan-catalogue.ts';

describe('MINIMUM_PLAN_FOR_FEATURE', () => {
  it('names the plan the upgrade dialog offers for each feature', () => {
    expect(MINIMUM_PLAN_FOR_FEATURE).toEqual({
      videoTraining: 'starter',
      basicAnalytics: 'starter',
      aiInsights: 'professional',
      customReports: 'professional',
      advancedAnalytics: 'professional',
      prioritySupport: 'enterprise',
      enterpriseAnalytics: 'enterprise',
      apiAccess: 'enterprise',
      sso: 'enterprise',
    });
  });

  it('covers every feature flag', () => {
    expect(Object.keys(MINIMUM_PLAN_FOR_FEATURE).sort()).toEqual([...FEATURE_FLAGS].sort());
  });
});

describe('checkFeatureAccess', () => {
  it('blocks without a subscription, before anything else', () => {
    expect(checkFeatureAccess({ subscription: null, isIndividual: true, feature: 'aiInsights' })).toEqual({
      allowed: false,
      reason: 'no-subscription',
      currentPlan: null,
      requiredPlan: 'professional',
    });
  });

  it('blocks an individual user even on a plan that has the feature', () => {
    expect(
      checkFeatureAccess({ subscription: { planType: 'enterprise' }, isIndividual: true, feature: 'sso' }),
    ).toEqual({
      allowed: false,
      reason: 'individual',
      currentPlan: 'enterprise',
      requiredPlan: 'enterprise',
    });
  });

  it('blocks a plan without the feature and names the current and required plans', () => {
    expect(
      checkFeatureAccess({
        subscription: { planType: 'starter' },
        isIndividual: false,
        feature: 'aiInsights',
      }),
    ).toEqual({ allowed: false, reason: 'plan', currentPlan: 'starter', requiredPlan: 'professional' });
  });

  it('allows a plan at the minimum and above', () => {
    for (const planType of ['professional', 'scaleUp', 'enterprise'] as const) {
      expect(
        checkFeatureAccess({ subscription: { planType }, isIndividual: false, feature: 'customReports' }),
      ).toEqual({ allowed: true });
    }
  });

  it('follows the catalogue for every plan and feature', () => {
    const expectations: Record<(typeof PLAN_TYPES)[number], readonly string[]> = {
      starter: ['videoTraining', 'basicAnalytics'],
      professional: ['videoTraining', 'basicAnalytics', 'aiInsights', 'customReports', 'advancedAnalytics'],
      scaleUp: [
        'videoTraining',
        'basicAnalytics',
        'aiInsights',
        'customReports',
        'advancedAnalytics',
        'prioritySupport',
        'enterpriseAnalytics',
      ],
      enterprise: FEATURE_FLAGS,
    };
    for (const planType of PLAN_TYPES) {
      for (const feature of FEATURE_FLAGS) {
        const access = checkFeatureAccess({ subscription: { planType }, isIndividual: false, feature });
        expect(access.allowed, `${planType}/${feature}`).toBe(expectations[planType].includes(feature));
      }
    }
  });

  it('lets a stored feature flag override the catalogue either way', () => {
    expect(
      checkFeatureAccess({
        subscription: { planType: 'starter', features: { aiInsights: true } },
        isIndividual: false,
        feature: 'aiInsights',
      }).allowed,
    ).toBe(true);
    expect(
      checkFeatureAccess({
        subscription: { planType: 'enterprise', features: { customReports: false } },
        isIndividual: false,
        feature: 'customReports',
      }),
    ).toEqual({ allowed: false, reason: 'plan', currentPlan: 'enterprise', requiredPlan: 'professional' });
  });

  it('falls back to the catalogue for flags the stored features lack', () => {
    expect(
      checkFeatureAccess({
        subscription: { planType: 'enterprise', features: { aiInsights: true } },
        isIndividual: false,
        feature: 'sso',
      }).allowed,
    ).toBe(true);
  });
});

describe('checkFeatureAccess on a lapsed subscription', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const past = '2026-03-01T00:00:00.000Z';

  it('blocks as if there were no subscription once the trial has ended or the plan is unpaid', () => {
    for (const status of ['trial', 'unpaid', 'cancelled'] as const) {
      expect(
        checkFeatureAccess({
          subscription: { planType: 'enterprise', status, currentPeriodEnd: past, trialEnd: past },
          isIndividual: false,
          feature: 'basicAnalytics',
          now,
        }),
      ).toEqual({ allowed: false, reason: 'no-subscription', currentPlan: null, requiredPlan: 'starter' });
    }
  });

  it('keeps a past-due plan working through its grace period', () => {
    expect(
      checkFeatureAccess({
        subscription: { planType: 'starter', status: 'past_due', currentPeriodEnd: past, trialEnd: null },
        isIndividual: false,
        feature: 'basicAnalytics',
        now,
      }),
    ).toEqual({ allowed: true });
  });
});
