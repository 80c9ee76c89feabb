import { PLAN_TYPES, PLANS_IN_ORDER, UNLIMITED_EMPLOYEES, type PlanType } from '../plans/plan-catalogue.ts';

export interface Seats {
  /** Active people plus pending invitations. */
  used: number;
  /** -1 is unlimited. */
  max: number;
}

/**
 * The plan to name in the upgrade dialog when seats run out: the first from the current plan up
 * (never one with fewer features) that holds `seatsNeeded` and gives more seats than the company
 * has now. A trial has fewer seats than its plan's catalogue figure, so paying for the same plan
 * can be the answer.
 */
export function planForSeats(current: { planType: PlanType; maxEmployees: number }, seatsNeeded: number) {
  const fromRank = PLAN_TYPES.indexOf(current.planType);
  const fits = PLANS_IN_ORDER.slice(fromRank).find(({ features: { maxEmployees } }) =>
    maxEmployees === UNLIMITED_EMPLOYEES
      ? true
      : maxEmployees >= seatsNeeded &&
        (current.maxEmployees === UNLIMITED_EMPLOYEES || maxEmployees > current.maxEmployees),
  );
  return fits?.type ?? ('enterprise' satisfies PlanType);
}

export function seatsLeft({ used, max }: Seats): number | null {
  return max === UNLIMITED_EMPLOYEES ? null : Math.max(0, max - used);
}
