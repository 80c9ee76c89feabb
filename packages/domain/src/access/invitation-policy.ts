import { runsCompany, type Actor, type Rule } from './actor.ts';

/** An invitation to join a company, sent to one e-mail address. */
export interface InvitationRecord {
  kind: 'invitation';
  companyId: string;
  email: string;
}

export const INVITATION_ACTIONS = ['view', 'resend', 'revoke', 'accept'] as const;
export type InvitationAction = (typeof INVITATION_ACTIONS)[number];

const runsItsCompany: Rule<InvitationRecord> = (actor, invitation) =>
  runsCompany(actor, invitation.companyId);

/**
 * The inviting company's admins manage an invitation; only the person it was sent to may accept
 * it, signed in with that address in whatever case it was typed.
 */
const RULES: Record<InvitationAction, Rule<InvitationRecord>> = {
  view: runsItsCompany,
  resend: runsItsCompany,
  revoke: runsItsCompany,
  accept: (actor, invitation) => actor.email.toLowerCase() === invitation.email.toLowerCase(),
};

export function invitationPolicy(
  actor: Actor,
  action: InvitationAction,
  invitation: InvitationRecord,
): boolean {
  return RULES[action](actor, invitation);
}
