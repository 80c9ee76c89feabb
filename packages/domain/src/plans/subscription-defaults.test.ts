import { describe, expect, it } from 'vitest';
import {
  buildIndividualSubscription,
  buildTrialSubscription,
  canAddEmployees,
  DEFAULT_MAX_EMPLOYEES,
  DEFAULT_TRIAL_DAYS,
  INDIVIDUAL_MAX_EMPLOYEES,
} from './subscription-defaults.ts';

const NOW = new Date('2025-03-10T08:15:00.000Z');

describe('constants', () => {
  it('are a 30-day trial, 10 people, and 1 for an individual', () => {
    expect(DEFAULT_TRIAL_DAYS).toBe(30);
    expect(DEFAULT_MAX_EMPLOYEES).toBe(10);
    expect(INDIVIDUAL_MAX_EMPLOYEES).toBe(1);
  });
});

describe('buildIndividualSubscription', () => {
  it('is an active professional plan for one person at no cost', () => {
    const subscription = buildIndividualSubscription(NOW);
    expect(subscription).toMatchObject({
      planType: 'professional',
      status: 'active',
      pricePerMonth: 0,
      maxEmployees: 1,
      isIndividual: true,
      trialStart: null,
      trialEnd: null,
      billingCycle: 'monthly',
    });
    expect(subscription.features.maxEmployees).toBe(1);
    expect(subscription.features.aiInsights).toBe(true);
  });

  it('runs a 30-day period from now', () => {
    const subscription = buildIndividualSubscription(NOW);
    expect(subscription.currentPeriodStart).toBe('2025-03-10T08:15:00.000Z');
    expect(subscription.currentPeriodEnd).toBe('2025-04-09T08:15:00.000Z');
  });
});

describe('buildTrialSubscription', () => {
  it('is a 30-day professional trial for up to 10 employees at no cost', () => {
    const subscription = buildTrialSubscription(NOW);
    expect(subscription).toEqual({
      planType: 'professional',
      status: 'trial',
      currentPeriodStart: '2025-03-10T08:15:00.000Z',
      currentPeriodEnd: '2025-04-09T08:15:00.000Z',
      trialStart: '2025-03-10T08:15:00.000Z',
      trialEnd: '2025-04-09T08:15:00.000Z',
      billingCycle: 'monthly',
      pricePerMonth: 0,
      maxEmployees: 10,
      features: expect.objectContaining({ maxEmployees: 10, customReports: true, sso: false }),
      isIndividual: false,
    });
  });

  it('does not share its features object between calls', () => {
    const first = buildTrialSubscription(NOW);
    first.features.sso = true;
    expect(buildTrialSubscription(NOW).features.sso).toBe(false);
  });
});

describe('canAddEmployees', () => {
  it('allows reaching the limit exactly, not passing it', () => {
    expect(canAddEmployees(10, 8, 1)).toBe(true);
    expect(canAddEmployees(10, 9, 1)).toBe(false);
    expect(canAddEmployees(10, 10, 0)).toBe(false);
  });

  it('counts pending invitations and several additions at once', () => {
    expect(canAddEmployees(25, 20, 2, 3)).toBe(true);
    expect(canAddEmployees(25, 20, 2, 4)).toBe(false);
  });

  it('lets an individual add nobody once they are counted', () => {
    expect(canAddEmployees(1, 1, 0)).toBe(false);
    expect(canAddEmployees(1, 0, 0)).toBe(true);
  });

  it('treats -1 as unlimited', () => {
    expect(canAddEmployees(-1, 100_000, 5_000, 1_000)).toBe(true);
  });
});
