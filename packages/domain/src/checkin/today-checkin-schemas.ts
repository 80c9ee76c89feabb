import { z } from 'zod';
import { checkinSubmissionSchema, dailyCheckinSchema, localDateSchema } from './checkin-schemas.ts';

/**
 * How far back a check-in kept on a device while offline may still land on the day it was made.
 * A week covers a long weekend or a trip without signal; older answers say little about that day.
 */
export const OFFLINE_REPLAY_MAX_DAYS = 7;

/**
 * PUT /checkins/today. submission_id is chosen by the device once per check-in, so a retry or an
 * offline replay is recognised as the same answer; made_at is when the person pressed submit.
 */
export const todayCheckinRequestSchema = checkinSubmissionSchema.extend({
  submission_id: z.uuid(),
  made_at: z.iso.datetime({ offset: true }).optional(),
});

export type TodayCheckinRequestInput = z.input<typeof todayCheckinRequestSchema>;
export type TodayCheckinRequest = z.output<typeof todayCheckinRequestSchema>;

/** GET /checkins/today: today in the person's time zone, and what the screen may offer. */
export const todayCheckinSchema = z.object({
  date: localDateSchema,
  hour: z.int().min(0).max(23),
  workdayStartHour: z.int().min(0).max(23),
  checkin: dailyCheckinSchema.nullable(),
  completed: z.boolean(),
  allowed: z.boolean(),
  /** Today falls in the person's approved leave: nobody prompts them (decision 025). */
  onLeave: z.boolean().optional(),
});

export type TodayCheckin = z.output<typeof todayCheckinSchema>;

export const submittedCheckinSchema = z.object({
  checkin: dailyCheckinSchema,
  completed: z.literal(true),
});

export const checkinHistoryQuerySchema = z.object({ from: localDateSchema, to: localDateSchema });

export const checkinHistorySchema = z.object({ checkins: z.array(dailyCheckinSchema) });
