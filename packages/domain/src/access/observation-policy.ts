import type { Actor, Rule } from './actor.ts';
import type { ObservationVisibility } from '../evaluations/observation-schemas.ts';

/** An observation, with the facts its privacy turns on. */
export interface ObservationRecord {
  kind: 'observation';
  companyId: string;
  authorId: string;
  employeeId: string;
  /** Who leads the person now, read at the moment of asking: a shared observation follows the person. */
  employeeReportsTo: string | null;
  visibility: ObservationVisibility;
}

export const OBSERVATION_ACTIONS = ['read', 'edit'] as const;
export type ObservationAction = (typeof OBSERVATION_ACTIONS)[number];

const isAuthor: Rule<ObservationRecord> = (actor, observation) => actor.userId === observation.authorId;

/**
 * docs/product/evaluations.md#observation-visibility: a private observation is its author's alone,
 * no admin or later leader included (decision 021); a shared one is also the person's, and their
 * current leader's, who evaluates them next.
 */
const RULES: Record<ObservationAction, Rule<ObservationRecord>> = {
  read: (actor, observation) =>
    isAuthor(actor, observation) ||
    (observation.visibility === 'shared' &&
      actor.companyId === observation.companyId &&
      (actor.userId === observation.employeeId || actor.userId === observation.employeeReportsTo)),
  edit: isAuthor,
};

export function observationPolicy(
  actor: Actor,
  action: ObservationAction,
  observation: ObservationRecord,
): boolean {
  return RULES[action](actor, observation);
}
