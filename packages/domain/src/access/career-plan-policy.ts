import type { Actor, Rule } from './actor.ts';
import { guidesDevelopmentOf, isSubject, type DevelopmentSubject } from './development-actor.ts';

/** One person's career plan (whether or not it has been written yet). */
export interface CareerPlanRecord extends DevelopmentSubject {
  kind: 'careerPlan';
}
export const CAREER_PLAN_ACTIONS = ['read', 'write', 'recommend'] as const;
export type CareerPlanAction = (typeof CAREER_PLAN_ACTIONS)[number];

/** docs/product/trainings-and-careers.md#who-assigns-and-plans */
const RULES: Record<CareerPlanAction, Rule<CareerPlanRecord>> = {
  read: (actor, plan) => isSubject(actor, plan) || guidesDevelopmentOf(actor, plan),
  write: guidesDevelopmentOf,
  recommend: (actor, plan) => isSubject(actor, plan) || guidesDevelopmentOf(actor, plan),
};

export function careerPlanPolicy(actor: Actor, action: CareerPlanAction, plan: CareerPlanRecord): boolean {
  return RULES[action](actor, plan);
}
