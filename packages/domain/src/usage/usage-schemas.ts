import { z } from 'zod';
import { USAGE_CLICK_TEXT_MAX, USAGE_MAX_BATCH_EVENTS, USAGE_SCREEN_MAX } from './usage-capture.ts';

export const USAGE_EVENT_TYPES = ['page_view', 'click', 'performance'] as const;
export type UsageEventType = (typeof USAGE_EVENT_TYPES)[number];

export const DEVICE_TYPES = ['desktop', 'tablet', 'phone'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

const screen = z
  .string()
  .min(1)
  .max(USAGE_SCREEN_MAX)
  .regex(/^\/[^?#]*$/, 'validation.invalid');
const milliseconds = z.int().min(0).max(600_000);

/**
 * One event. Each type's data is a closed object: anything beyond what
 * docs/product/usage-analytics.md#what-is-collected names is refused, never stored.
 */
export const usageEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    id: z.uuid(),
    type: z.literal('page_view'),
    screen,
    at: z.iso.datetime({ offset: true }),
  }),
  z.strictObject({
    id: z.uuid(),
    type: z.literal('click'),
    screen,
    at: z.iso.datetime({ offset: true }),
    data: z.strictObject({ text: z.string().max(USAGE_CLICK_TEXT_MAX, 'validation.tooLong') }),
  }),
  z.strictObject({
    id: z.uuid(),
    type: z.literal('performance'),
    screen,
    at: z.iso.datetime({ offset: true }),
    data: z.strictObject({
      loadMs: milliseconds,
      domContentLoadedMs: milliseconds,
      firstByteMs: milliseconds,
    }),
  }),
]);
export type UsageEvent = z.infer<typeof usageEventSchema>;

export const usageDeviceSchema = z.strictObject({
  browser: z.string().max(40),
  os: z.string().max(40),
  deviceType: z.enum(DEVICE_TYPES),
  screenSize: z.string().regex(/^\d{1,5}x\d{1,5}$/, 'validation.invalid'),
});
export type UsageDevice = z.infer<typeof usageDeviceSchema>;

/** A batch carries its session, so the first batch of a visit records it; `endedAt` closes it. */
export const usageBatchSchema = z.strictObject({
  session: z.strictObject({
    id: z.uuid(),
    startedAt: z.iso.datetime({ offset: true }),
    device: usageDeviceSchema,
  }),
  events: z.array(usageEventSchema).max(USAGE_MAX_BATCH_EVENTS, 'validation.tooMany'),
  endedAt: z.iso.datetime({ offset: true }).optional(),
});
export type UsageBatch = z.infer<typeof usageBatchSchema>;

export const usageReceiptSchema = z.object({ stored: z.int().min(0) });
export type UsageReceipt = z.infer<typeof usageReceiptSchema>;

export const usageRetentionSchema = z.object({ retentionDays: z.int().min(1) });
export type UsageRetention = z.infer<typeof usageRetentionSchema>;

export const USAGE_PERIODS = [7, 30, 90] as const;
export const usagePeriodQuerySchema = z.object({
  days: z.enum(['7', '30', '90']).default('30').transform(Number),
});

export const screenUsageSchema = z.object({
  screen: z.string(),
  views: z.int(),
  people: z.int(),
});
export type ScreenUsage = z.infer<typeof screenUsageSchema>;

/**
 * A company's usage over the last `days`. Figures about fewer people than the company's privacy
 * threshold are withheld (`null`, or left out of `screens` and counted in `withheldScreens`).
 */
export const companyUsageSchema = z.object({
  days: z.int(),
  from: z.string(),
  released: z.boolean(),
  activePeople: z.int().nullable(),
  sessions: z.int().nullable(),
  averageSessionSeconds: z.int().nullable(),
  screens: z.array(screenUsageSchema),
  withheldScreens: z.int(),
});
export type CompanyUsage = z.infer<typeof companyUsageSchema>;

export const companyUsageRowSchema = z.object({
  companyId: z.uuid(),
  name: z.string(),
  activePeople: z.int(),
  sessions: z.int(),
});

export const platformUsageSchema = z.object({
  days: z.int(),
  from: z.string(),
  activeCompanies: z.int(),
  activePeople: z.int(),
  sessions: z.int(),
  averageSessionSeconds: z.int().nullable(),
  screens: z.array(screenUsageSchema),
  withheldScreens: z.int(),
  companies: z.array(companyUsageRowSchema),
  withheldCompanies: z.int(),
});
export type PlatformUsage = z.infer<typeof platformUsageSchema>;
