import type { Actor, Rule } from './actor.ts';

/** A recognition, with the facts its visibility turns on. */
export interface RecognitionRecord {
  kind: 'recognition';
  companyId: string;
  giverId: string;
  receiverId: string;
  isPublic: boolean;
}

export const RECOGNITION_ACTIONS = ['read'] as const;
export type RecognitionAction = (typeof RECOGNITION_ACTIONS)[number];

/** A person of a company as someone who may be recognised. */
export interface ColleagueRecord {
  kind: 'colleague';
  id: string;
  companyId: string | null;
}

export const COLLEAGUE_ACTIONS = ['recognise'] as const;
export type ColleagueAction = (typeof COLLEAGUE_ACTIONS)[number];

const worksIn = (actor: Actor, companyId: string | null) =>
  companyId !== null && actor.companyId === companyId;

/** docs/product/recognitions.md#the-feed: public ones for the company, private ones for the two. */
const RULES: Record<RecognitionAction, Rule<RecognitionRecord>> = {
  read: (actor, recognition) =>
    worksIn(actor, recognition.companyId) &&
    (recognition.isPublic || actor.userId === recognition.giverId || actor.userId === recognition.receiverId),
};

/** docs/product/recognitions.md#giving: a colleague of one's own company, never oneself. */
const COLLEAGUE_RULES: Record<ColleagueAction, Rule<ColleagueRecord>> = {
  recognise: (actor, colleague) => worksIn(actor, colleague.companyId) && actor.userId !== colleague.id,
};

export function recognitionPolicy(
  actor: Actor,
  action: RecognitionAction,
  recognition: RecognitionRecord,
): boolean {
  return RULES[action](actor, recognition);
}

export function colleaguePolicy(actor: Actor, action: ColleagueAction, colleague: ColleagueRecord): boolean {
  return COLLEAGUE_RULES[action](actor, colleague);
}
