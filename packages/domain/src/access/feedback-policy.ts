import type { Actor, Rule } from './actor.ts';

/** A piece of feedback, with the facts its visibility turns on. */
export interface FeedbackRecord {
  kind: 'feedback';
  companyId: string;
  senderId: string;
  receiverId: string;
  /** Who leads the receiver now: the one other reader while the receiver leaves it visible. */
  receiverReportsTo: string | null;
  isVisible: boolean;
}

export const FEEDBACK_ACTIONS = ['read', 'setVisibility'] as const;
export type FeedbackAction = (typeof FEEDBACK_ACTIONS)[number];

const sameCompany = (actor: Actor, feedback: FeedbackRecord) => actor.companyId === feedback.companyId;

/**
 * docs/product/evaluations.md#feedback: its sender and receiver read it; while the receiver leaves
 * it visible, so does the receiver's leader. Only the receiver hides or shows it.
 */
const RULES: Record<FeedbackAction, Rule<FeedbackRecord>> = {
  read: (actor, feedback) =>
    sameCompany(actor, feedback) &&
    (actor.userId === feedback.senderId ||
      actor.userId === feedback.receiverId ||
      (feedback.isVisible && actor.userId === feedback.receiverReportsTo)),
  setVisibility: (actor, feedback) => sameCompany(actor, feedback) && actor.userId === feedback.receiverId,
};

export function feedbackPolicy(actor: Actor, action: FeedbackAction, feedback: FeedbackRecord): boolean {
  return RULES[action](actor, feedback);
}
