import type { Actor, Rule } from './actor.ts';

/** A person's check-ins, with the facts their privacy turns on. */
export interface CheckinRecord {
  kind: 'checkin';
  ownerId: string;
  ownerCompanyId: string | null;
  /** The leader the owner reports to, the only one their consent can reach. */
  ownerReportsTo: string | null;
  /**
   * The person the owner consented to show their own figures to. Consent names a person, not
   * "my leader": a new leader reads nothing by name until the owner consents again.
   */
  sharedWith: string | null;
}

export const CHECKIN_ACTIONS = ['read'] as const;
export type CheckinAction = (typeof CHECKIN_ACTIONS)[number];

/**
 * A check-in is its owner's. Someone else reads it only as the leader the owner reports to, in
 * the owner's company, and only while the owner shares with that very person; no role, admin or
 * super-admin, reads it otherwise.
 */
const RULES: Record<CheckinAction, Rule<CheckinRecord>> = {
  read: (actor, checkin) =>
    actor.userId === checkin.ownerId ||
    (checkin.sharedWith === actor.userId &&
      checkin.ownerReportsTo === actor.userId &&
      checkin.ownerCompanyId !== null &&
      checkin.ownerCompanyId === actor.companyId),
};

export function checkinPolicy(actor: Actor, action: CheckinAction, checkin: CheckinRecord): boolean {
  return RULES[action](actor, checkin);
}
