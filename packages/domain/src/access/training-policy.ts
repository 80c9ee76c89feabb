import { hasPermission } from './permissions.ts';
import { isInCompany, runsCompany, type Actor, type Rule } from './actor.ts';
import { guidesDevelopmentOf, isSubject, type DevelopmentSubject } from './development-actor.ts';
import { trainingStatusAfter, type StoredTrainingStatus } from '../trainings/training-status.ts';

/** A company's training catalogue. */
export interface TrainingCatalogueRecord {
  kind: 'trainingCatalogue';
  companyId: string | null;
}
export const TRAINING_CATALOGUE_ACTIONS = ['read', 'manage'] as const;
export type TrainingCatalogueAction = (typeof TRAINING_CATALOGUE_ACTIONS)[number];

/** A person as someone trainings are assigned to. */
export interface TraineeRecord extends DevelopmentSubject {
  kind: 'trainee';
}
export const TRAINEE_ACTIONS = ['assign', 'readAssignments'] as const;
export type TraineeAction = (typeof TRAINEE_ACTIONS)[number];

/** One assignment, with the people its rules turn on. */
export interface TrainingAssignmentRecord extends DevelopmentSubject {
  kind: 'trainingAssignment';
  status: StoredTrainingStatus;
}
export const TRAINING_ASSIGNMENT_ACTIONS = ['read', 'start', 'complete', 'skip', 'withdraw'] as const;
export type TrainingAssignmentAction = (typeof TRAINING_ASSIGNMENT_ACTIONS)[number];

/** docs/product/trainings-and-careers.md#the-catalogue: leaders and admins of the company manage it. */
const CATALOGUE_RULES: Record<TrainingCatalogueAction, Rule<TrainingCatalogueRecord>> = {
  read: (actor, catalogue) => isInCompany(actor, catalogue.companyId),
  manage: (actor, catalogue) =>
    runsCompany(actor, catalogue.companyId) ||
    (actor.companyId === catalogue.companyId &&
      catalogue.companyId !== null &&
      hasPermission(actor, 'manager')),
};

const TRAINEE_RULES: Record<TraineeAction, Rule<TraineeRecord>> = {
  assign: guidesDevelopmentOf,
  readAssignments: (actor, person) => isSubject(actor, person) || guidesDevelopmentOf(actor, person),
};

/** docs/product/trainings-and-careers.md#statuses: only the person moves their own assignment. */
const moves =
  (move: 'start' | 'complete' | 'skip'): Rule<TrainingAssignmentRecord> =>
  (actor, assignment) =>
    isSubject(actor, assignment) && trainingStatusAfter(assignment.status, move) !== null;

/**
 * docs/product/trainings-and-careers.md#withdrawing-an-assignment: whoever may assign to the person
 * takes back an assignment still open; a completed or skipped one stays as the person's record.
 */
const withdraws: Rule<TrainingAssignmentRecord> = (actor, assignment) =>
  guidesDevelopmentOf(actor, assignment) &&
  (assignment.status === 'assigned' || assignment.status === 'in_progress');

const ASSIGNMENT_RULES: Record<TrainingAssignmentAction, Rule<TrainingAssignmentRecord>> = {
  read: (actor, assignment) => isSubject(actor, assignment) || guidesDevelopmentOf(actor, assignment),
  start: moves('start'),
  complete: moves('complete'),
  skip: moves('skip'),
  withdraw: withdraws,
};

export function trainingCataloguePolicy(
  actor: Actor,
  action: TrainingCatalogueAction,
  record: TrainingCatalogueRecord,
): boolean {
  return CATALOGUE_RULES[action](actor, record);
}

export function traineePolicy(actor: Actor, action: TraineeAction, record: TraineeRecord): boolean {
  return TRAINEE_RULES[action](actor, record);
}

export function trainingAssignmentPolicy(
  actor: Actor,
  action: TrainingAssignmentAction,
  record: TrainingAssignmentRecord,
): boolean {
  return ASSIGNMENT_RULES[action](actor, record);
}
