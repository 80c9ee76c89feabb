import type { Actor } from './actor.ts';
import { checkinPolicy, type CheckinAction, type CheckinRecord } from './checkin-policy.ts';
import { companyPolicy, type CompanyAction, type CompanyRecord } from './company-policy.ts';
import { invitationPolicy, type InvitationAction, type InvitationRecord } from './invitation-policy.ts';
import { personPolicy, type PersonAction, type PersonRecord } from './person-policy.ts';
import { teamPolicy, type TeamAction, type TeamRecord } from './team-policy.ts';

export type PolicyRecord = PersonRecord | TeamRecord | InvitationRecord | CheckinRecord | CompanyRecord;

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
  }
}
