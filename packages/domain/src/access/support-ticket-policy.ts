import type { Actor, Rule } from './actor.ts';
import type { TicketSide } from '../support/ticket-status.ts';

/** A support ticket, with the one fact its privacy turns on. */
export interface SupportTicketRecord {
  kind: 'supportTicket';
  requesterId: string;
}

export const SUPPORT_TICKET_ACTIONS = ['read', 'reply', 'changeStatus'] as const;
export type SupportTicketAction = (typeof SUPPORT_TICKET_ACTIONS)[number];

/**
 * A ticket is between the person who opened it and the platform's support
 * (docs/product/support.md#the-conversation): no leader or company admin reads it.
 */
const isPartyTo: Rule<SupportTicketRecord> = (actor, ticket) =>
  actor.isSuperAdmin || actor.userId === ticket.requesterId;

const RULES: Record<SupportTicketAction, Rule<SupportTicketRecord>> = {
  read: isPartyTo,
  reply: isPartyTo,
  changeStatus: isPartyTo,
};

export function supportTicketPolicy(
  actor: Actor,
  action: SupportTicketAction,
  ticket: SupportTicketRecord,
): boolean {
  return RULES[action](actor, ticket);
}

/** Which side of the conversation the actor speaks for; the statuses they may set follow from it. */
export const ticketSideOf = (actor: Actor): TicketSide => (actor.isSuperAdmin ? 'support' : 'requester');
