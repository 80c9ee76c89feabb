import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notification-types.ts';

/** One person's wish for one type: docs/product/notifications.md#unsubscribe. */
export const preferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  email: z.boolean(),
  push: z.boolean(),
});
export type Preference = z.infer<typeof preferenceSchema>;

export const preferencesSchema = z.object({
  preferences: z.array(preferenceSchema),
  /** Reminders are paused until the end of this local day, when paused. */
  pausedUntil: z.string().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesUpdateSchema = z.object({
  preferences: z.array(preferenceSchema).min(1),
  /** true pauses reminders for PAUSE_DAYS from today; false lifts a pause. */
  pause: z.boolean().optional(),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

/** What the page behind an unsubscribe link shows: whose preferences, without signing in. */
export const unsubscribePageSchema = preferencesSchema.extend({
  /** The address, partly hidden: enough to recognise, not to harvest. */
  email: z.string(),
  company: z.string().nullable(),
  /** The type the link was sent for. */
  type: z.enum(NOTIFICATION_TYPES),
});
export type UnsubscribePage = z.infer<typeof unsubscribePageSchema>;

/** A browser's Web Push subscription, as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });
