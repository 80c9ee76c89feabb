import { z } from 'zod';

export const TICKET_CATEGORIES = [
  'technical',
  'account',
  'billing',
  'privacy',
  'suggestion',
  'other',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** Urgent is for critical problems only (docs/product/support.md#urgent-contact). */
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_TITLE_MIN = 5;
export const TICKET_TITLE_MAX = 200;
export const TICKET_DESCRIPTION_MIN = 20;
export const TICKET_DESCRIPTION_MAX = 2000;
export const TICKET_MESSAGE_MAX = 2000;

/** The spec's messages at each limit (docs/product/support.md#opening-a-ticket). */
export const newTicketSchema = z.object({
  title: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .min(TICKET_TITLE_MIN, 'validation.ticketTitleShort')
    .max(TICKET_TITLE_MAX, 'validation.ticketTitleLong'),
  description: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .min(TICKET_DESCRIPTION_MIN, 'validation.ticketDescriptionShort')
    .max(TICKET_DESCRIPTION_MAX, 'validation.ticketDescriptionLong'),
  category: z.enum(TICKET_CATEGORIES, 'validation.choose'),
  priority: z.enum(TICKET_PRIORITIES, 'validation.choose'),
});
export type NewTicket = z.output<typeof newTicketSchema>;
export type NewTicketInput = z.input<typeof newTicketSchema>;

export const ticketMessageInputSchema = z.object({
  body: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(TICKET_MESSAGE_MAX, 'validation.tooLong'),
});
export type TicketMessageInput = z.input<typeof ticketMessageInputSchema>;
