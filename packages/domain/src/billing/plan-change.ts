import { PLAN_CATALOGUE, UNLIMITED_EMPLOYEES, type PlanType } from '../plans/plan-catalogue.ts';

export type PlanChangeCheck = { allowed: true } | { allowed: false; seatsUsed: number; maxEmployees: number };

/**
 * A company may move to a plan only if its people and pending invitations fit it, so a downgrade
 * never leaves it over its seats (docs/product/billing.md#changing-plan).
 */
export function checkPlanChange(target: PlanType, seatsUsed: number): PlanChangeCheck {
  const maxEmployees = PLAN_CATALOGUE[target].features.maxEmployees;
  if (maxEmployees === UNLIMITED_EMPLOYEES || seatsUsed <= maxEmployees) return { allowed: true };
  return { allowed: false, seatsUsed, maxEmployees };
}
