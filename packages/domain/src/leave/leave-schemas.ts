import { z } from 'zod';
import { localDateSchema } from '../checkin/checkin-schemas.ts';
import { daysBetween } from '../pulse/calendar-dates.ts';
import { LEAVE_STATUSES } from './leave-status.ts';

/** Rules: docs/product/leave.md#the-request */
export const LEAVE_TYPES = ['vacation', 'personal', 'sick', 'training', 'other'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];

export const LEAVE_REASON_MAX = 500;
export const LEAVE_COMMENTS_MAX = 1000;
export const LEAVE_DECISION_COMMENT_MAX = 500;
export const LEAVE_MAX_DAYS = 365;

/** A request as the form writes it. */
export const leaveRequestInputSchema = z
  .object({
    type: z.enum(LEAVE_TYPES, { error: 'validation.choose' }),
    start_date: localDateSchema,
    end_date: localDateSchema,
    reason: z.string().trim().max(LEAVE_REASON_MAX, 'validation.tooLong'),
    comments: z.string().trim().max(LEAVE_COMMENTS_MAX, 'validation.tooLong'),
  })
  .refine((request) => request.end_date >= request.start_date, {
    message: 'validation.endBeforeStart',
    path: ['end_date'],
  })
  .refine((request) => daysBetween(request.start_date, request.end_date) < LEAVE_MAX_DAYS, {
    message: 'validation.leaveTooLong',
    path: ['end_date'],
  });
export type LeaveRequestInput = z.input<typeof leaveRequestInputSchema>;
export type LeaveRequestFields = z.output<typeof leaveRequestInputSchema>;

export const LEAVE_DECISIONS = ['approved', 'rejected'] as const;
export type LeaveDecision = (typeof LEAVE_DECISIONS)[number];

/** Rules: docs/product/leave.md#statuses */
export const leaveDecisionInputSchema = z.object({
  decision: z.enum(LEAVE_DECISIONS, { error: 'validation.choose' }),
  comment: z.string().trim().max(LEAVE_DECISION_COMMENT_MAX, 'validation.tooLong'),
});
export type LeaveDecisionInput = z.input<typeof leaveDecisionInputSchema>;

/** A request as its person, or whoever decides it, reads it. */
export const leaveRequestSchema = z.object({
  id: z.uuid(),
  user_id: z.string(),
  person_name: z.string(),
  type: z.enum(LEAVE_TYPES),
  start_date: localDateSchema,
  end_date: localDateSchema,
  days: z.int().positive(),
  reason: z.string(),
  comments: z.string(),
  status: z.enum(LEAVE_STATUSES),
  decided_by_name: z.string().nullable(),
  decision_comment: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type LeaveRequest = z.output<typeof leaveRequestSchema>;

export const leaveRequestListSchema = z.object({ requests: z.array(leaveRequestSchema) });

export const leaveCalendarQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid'),
});
