import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TYPES } from './notification-types.ts';

/**
 * A delivery's life: pending (claimed, or waiting for a retry) → sent, failed or bounced; skipped
 * when its occurrence was missed (docs/product/notifications.md#delivery-log).
 */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'bounced', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const deliveryLogQuerySchema = z.object({
  status: z.enum(DELIVERY_STATUSES).optional(),
  scheduleId: z.uuid().optional(),
  personId: z.string().max(64).optional(),
  /** The `cursor` of the previous page. */
  before: z.string().max(100).optional(),
});
export type DeliveryLogQuery = z.infer<typeof deliveryLogQuerySchema>;

export const deliverySchema = z.object({
  id: z.string(),
  scheduleId: z.string().nullable(),
  type: z.enum(NOTIFICATION_TYPES),
  channel: z.enum(NOTIFICATION_CHANNELS),
  person: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The person's local day the occurrence belongs to. */
  occurrence: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  /** Why it failed, bounced or was skipped, as the mail server or the scheduler said it. */
  reason: z.string().nullable(),
  attempts: z.int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryLogSchema = z.object({
  deliveries: z.array(deliverySchema),
  /** Pass as `before` for the next page; null on the last. */
  cursor: z.string().nullable(),
  counts: z.record(z.enum(DELIVERY_STATUSES), z.int()),
});
export type DeliveryLog = z.infer<typeof deliveryLogSchema>;
