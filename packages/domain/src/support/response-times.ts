import type { TicketPriority } from './ticket-schemas.ts';

/**
 * How soon support answers each priority (spec 2 §9): urgent at once, high within 2 hours, the
 * rest within 24. `null` hours means immediately.
 */
export const RESPONSE_HOURS: Record<TicketPriority, number | null> = {
  urgent: null,
  high: 2,
  medium: 24,
  low: 24,
};
