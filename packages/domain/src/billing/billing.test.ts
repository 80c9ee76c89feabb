import { describe, expect, it } from 'vitest';
import { BILLING_PLANS } from './billing-plans.ts';
import { periodPrice, planOfPriceKey, planPriceKey } from './billing-prices.ts';
import { checkPlanChange } from './plan-change.ts';
import { subscriptionStanding, trialDaysLeft } from './subscription-standing.ts';
import { PLAN_TYPES } from '../plans/plan-catalogue.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();

describe('prices', () => {
  it('charges ten months for a year', () => {
    expect(periodPrice('professional', 'monthly')).toBe(399);
    expect(periodPrice('professional', 'yearly')).toBe(3990);
  });

  it('has one identifier per plan and cycle, read back to the same plan', () => {
    const keys = PLAN_TYPES.flatMap((p) => [planPriceKey(p, 'monthly'), planPriceKey(p, 'yearly')]);
    expect(new Set(keys).size).toBe(8);
    expect(planOfPriceKey(planPriceKey('scaleUp', 'yearly'))).toEqual({
      planType: 'scaleUp',
      cycle: 'yearly',
    });
    expect(planOfPriceKey('something_else')).toBeNull();
    expect(planOfPriceKey(null)).toBeNull();
  });

  it('offers the four plans in order with professional marked popular', () => {
    expect(BILLING_PLANS.map((p) => p.type)).toEqual(['starter', 'professional', 'scaleUp', 'enterprise']);
    expect(BILLING_PLANS.filter((p) => p.isPopular).map((p) => p.type)).toEqual(['professional']);
    expect(BILLING_PLANS[0]).toMatchObject({ monthlyPrice: 200, yearlyPrice: 2000, maxEmployees: 25 });
    expect(BILLING_PLANS[0]?.features).toEqual(['videoTraining', 'basicAnalytics']);
  });
});

describe('checkPlanChange', () => {
  it('refuses a plan smaller than the seats in use, and allows one that fits', () => {
    expect(checkPlanChange('starter', 26)).toEqual({ allowed: false, seatsUsed: 26, maxEmployees: 25 });
    expect(checkPlanChange('starter', 25)).toEqual({ allowed: true });
    expect(checkPlanChange('enterprise', 10_000)).toEqual({ allowed: true });
  });
});

describe('subscriptionStanding', () => {
  it('keeps a running trial and an active plan in force', () => {
    expect(subscriptionStanding({ status: 'trial', currentPeriodEnd: days(3), trialEnd: days(3) }, NOW)).toBe(
      'in-force',
    );
    expect(subscriptionStanding({ status: 'active', currentPeriodEnd: days(-3), trialEnd: null }, NOW)).toBe(
      'in-force',
    );
  });

  it('lapses a trial once it ends', () => {
    expect(
      subscriptionStanding({ status: 'trial', currentPeriodEnd: days(-1), trialEnd: days(-1) }, NOW),
    ).toBe('lapsed');
  });

  it('gives a past-due company a grace period after its period ends', () => {
    expect(
      subscriptionStanding({ status: 'past_due', currentPeriodEnd: days(-13), trialEnd: null }, NOW),
    ).toBe('grace');
    expect(
      subscriptionStanding({ status: 'past_due', currentPeriodEnd: days(-15), trialEnd: null }, NOW),
    ).toBe('lapsed');
  });

  it('lapses unpaid and cancelled subscriptions', () => {
    expect(subscriptionStanding({ status: 'unpaid', currentPeriodEnd: days(10), trialEnd: null }, NOW)).toBe(
      'lapsed',
    );
    expect(
      subscriptionStanding({ status: 'cancelled', currentPeriodEnd: days(10), trialEnd: null }, NOW),
    ).toBe('lapsed');
  });
});

describe('trialDaysLeft', () => {
  it('counts a started day and stops at zero', () => {
    expect(trialDaysLeft({ status: 'trial', currentPeriodEnd: days(2.5), trialEnd: days(2.5) }, NOW)).toBe(3);
    expect(trialDaysLeft({ status: 'trial', currentPeriodEnd: days(-2), trialEnd: days(-2) }, NOW)).toBe(0);
    expect(trialDaysLeft({ status: 'active', currentPeriodEnd: days(2), trialEnd: null }, NOW)).toBeNull();
  });
});
