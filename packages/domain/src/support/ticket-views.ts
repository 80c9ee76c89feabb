import { z } from 'zod';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from './ticket-schemas.ts';
import { TICKET_STATUSES } from './ticket-status.ts';

export const ticketSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  firstResponseAt: z.string().nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketMessageSchema = z.object({
  id: z.string(),
  fromSupport: z.boolean(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketDetailSchema = ticketSummarySchema.extend({
  description: z.string(),
  requesterId: z.string(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  companyName: z.string().nullable(),
  messages: z.array(ticketMessageSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketListSchema = z.object({ tickets: z.array(ticketSummarySchema) });

/** A ticket as support's inbox lists it: whose it is, beside what it is. */
export const inboxTicketSchema = ticketSummarySchema.extend({
  requesterName: z.string(),
  requesterEmail: z.string(),
  companyName: z.string().nullable(),
});
export type InboxTicket = z.infer<typeof inboxTicketSchema>;
export const inboxSchema = z.object({ tickets: z.array(inboxTicketSchema) });
