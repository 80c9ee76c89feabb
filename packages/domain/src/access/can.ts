import type { Actor } from './actor.ts';
import { checkinPolicy, type CheckinAction, type CheckinRecord } from './checkin-policy.ts';
import { companyPolicy, type CompanyAction, type CompanyRecord } from './company-policy.ts';
import { notePolicy, type NoteAction, type NoteRecord } from './note-policy.ts';
import {
  evaluationPolicy,
  reportPolicy,
  type EvaluationAction,
  type EvaluationRecord,
  type ReportAction,
  type ReportRecord,
} from './evaluation-policy.ts';
import { observationPolicy, type ObservationAction, type ObservationRecord } from './observation-policy.ts';
import { feedbackPolicy, type FeedbackAction, type FeedbackRecord } from './feedback-policy.ts';
import { invitationPolicy, type InvitationAction, type InvitationRecord } from './invitation-policy.ts';
import { personPolicy, type PersonAction, type PersonRecord } from './person-policy.ts';
import { teamPolicy, type TeamAction, type TeamRecord } from './team-policy.ts';
import {
  traineePolicy,
  trainingAssignmentPolicy,
  trainingCataloguePolicy,
  type TraineeAction,
  type TraineeRecord,
  type TrainingAssignmentAction,
  type TrainingAssignmentRecord,
  type TrainingCatalogueAction,
  type TrainingCatalogueRecord,
} from './training-policy.ts';
import { careerPlanPolicy, type CareerPlanAction, type CareerPlanRecord } from './career-plan-policy.ts';
import {
  supportTicketPolicy,
  type SupportTicketAction,
  type SupportTicketRecord,
} from './support-ticket-policy.ts';
import { articlePolicy, type ArticleAction, type ArticleRecord } from './article-policy.ts';
import { leavePolicy, type LeaveAction, type LeaveRecord } from './leave-policy.ts';
import {
  colleaguePolicy,
  recognitionPolicy,
  type ColleagueAction,
  type ColleagueRecord,
  type RecognitionAction,
  type RecognitionRecord,
} from './recognition-policy.ts';

export type PolicyRecord =
  | PersonRecord
  | TeamRecord
  | InvitationRecord
  | CheckinRecord
  | CompanyRecord
  | NoteRecord
  | ReportRecord
  | EvaluationRecord
  | ObservationRecord
  | FeedbackRecord
  | SupportTicketRecord
  | ArticleRecord
  | TrainingCatalogueRecord
  | TraineeRecord
  | TrainingAssignmentRecord
  | CareerPlanRecord
  | LeaveRecord
  | RecognitionRecord
  | ColleagueRecord;

/**
 * Whether the actor may take the action on the record: the one question the server asks before
 * touching a record and the web asks before offering the action. Each record kind names its own
 * actions, so asking for one it does not have does not compile.
 */
export function can(actor: Actor, action: PersonAction, record: PersonRecord): boolean;
export function can(actor: Actor, action: TeamAction, record: TeamRecord): boolean;
export function can(actor: Actor, action: InvitationAction, record: InvitationRecord): boolean;
export function can(actor: Actor, action: CheckinAction, record: CheckinRecord): boolean;
export function can(actor: Actor, action: CompanyAction, record: CompanyRecord): boolean;
export function can(actor: Actor, action: NoteAction, record: NoteRecord): boolean;
export function can(actor: Actor, action: SupportTicketAction, record: SupportTicketRecord): boolean;
export function can(actor: Actor, action: ArticleAction, record: ArticleRecord): boolean;
export function can(actor: Actor, action: ReportAction, record: ReportRecord): boolean;
export function can(actor: Actor, action: EvaluationAction, record: EvaluationRecord): boolean;
export function can(actor: Actor, action: ObservationAction, record: ObservationRecord): boolean;
export function can(actor: Actor, action: FeedbackAction, record: FeedbackRecord): boolean;
export function can(actor: Actor, action: TrainingCatalogueAction, record: TrainingCatalogueRecord): boolean;
export function can(actor: Actor, action: TraineeAction, record: TraineeRecord): boolean;
export function can(
  actor: Actor,
  action: TrainingAssignmentAction,
  record: TrainingAssignmentRecord,
): boolean;
export function can(actor: Actor, action: CareerPlanAction, record: CareerPlanRecord): boolean;
export function can(actor: Actor, action: LeaveAction, record: LeaveRecord): boolean;
export function can(actor: Actor, action: RecognitionAction, record: RecognitionRecord): boolean;
export function can(actor: Actor, action: ColleagueAction, record: ColleagueRecord): boolean;
export function can(actor: Actor, action: string, record: PolicyRecord): boolean {
  switch (record.kind) {
    case 'person':
      return personPolicy(actor, action as PersonAction, record);
    case 'team':
      return teamPolicy(actor, action as TeamAction, record);
    case 'invitation':
      return invitationPolicy(actor, action as InvitationAction, record);
    case 'checkin':
      return checkinPolicy(actor, action as CheckinAction, record);
    case 'company':
      return companyPolicy(actor, action as CompanyAction, record);
    case 'note':
      return notePolicy(actor, action as NoteAction, record);
    case 'supportTicket':
      return supportTicketPolicy(actor, action as SupportTicketAction, record);
    case 'article':
      return articlePolicy(actor, action as ArticleAction, record);
    case 'leave':
      return leavePolicy(actor, action as LeaveAction, record);
    case 'recognition':
      return recognitionPolicy(actor, action as RecognitionAction, record);
    case 'colleague':
      return colleaguePolicy(actor, action as ColleagueAction, record);
    case 'report':
      return reportPolicy(actor, action as ReportAction, record);
    case 'evaluation':
      return evaluationPolicy(actor, action as EvaluationAction, record);
    case 'observation':
      return observationPolicy(actor, action as ObservationAction, record);
    case 'feedback':
      return feedbackPolicy(actor, action as FeedbackAction, record);
    case 'trainingCatalogue':
      return trainingCataloguePolicy(actor, action as TrainingCatalogueAction, record);
    case 'trainee':
      return traineePolicy(actor, action as TraineeAction, record);
    case 'trainingAssignment':
      return trainingAssignmentPolicy(actor, action as TrainingAssignmentAction, record);
    case 'careerPlan':
      return careerPlanPolicy(actor, action as CareerPlanAction, record);
  }
}
