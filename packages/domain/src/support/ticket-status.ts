import { z } from 'zod';

export const TICKET_STATUSES = ['open', 'in_progress', 'waiting_response', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Who is speaking or acting on a ticket: the person who opened it, or the platform's support. */
export type TicketSide = 'requester' | 'support';

/**
 * Support may set any other status; the person may close their ticket, or reopen it while it is
 * resolved (docs/product/support.md#statuses).
 */
export function canMoveTicket(side: TicketSide, from: TicketStatus, to: TicketStatus): boolean {
  if (from === to) return false;
  if (side === 'support') return true;
  if (to === 'closed') return true;
  return from === 'resolved' && to === 'open';
}

/** A closed ticket takes no more messages. */
export const acceptsMessages = (status: TicketStatus) => status !== 'closed';

/** The status a message leaves the ticket in (docs/decisions/029-scheduled-news-and-ticket-statuses.md). */
export function statusAfterMessage(side: TicketSide, status: TicketStatus): TicketStatus {
  if (side === 'support') return status === 'open' || status === 'in_progress' ? 'waiting_response' : status;
  if (status === 'waiting_response') return 'in_progress';
  if (status === 'resolved') return 'open';
  return status;
}

export const ticketStatusChangeSchema = z.object({ status: z.enum(TICKET_STATUSES, 'validation.choose') });
