import { z } from 'zod';
import { addDays } from '../pulse/calendar-dates.ts';
import { leaveDays } from './leave-days.ts';
import { LEAVE_STATUSES, type LeaveStatus } from './leave-status.ts';
import { LEAVE_TYPES, type LeaveType } from './leave-schemas.ts';

/** docs/product/leave.md#analysis, from spec 2 §9. */
export const FREQUENT_LEAVE_REQUESTS = 3;
export const LONG_LEAVE_DAYS = 7;
export const LEAVE_PROJECTED_RISE_PERCENT = 15;
export const LEAVE_ANALYSIS_DAYS = 365;

export interface AnalysedLeave {
  id: string;
  user_id: string;
  person_name: string;
  type: LeaveType;
  start_date: string;
  end_date: string;
  status: LeaveStatus;
}

/**
 * What the analysis and the summary read: the requests starting in the last twelve months, and
 * those already asked for ahead of today.
 */
export function leaveAnalysisWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -LEAVE_ANALYSIS_DAYS + 1), to: LAST_DAY };
}

const LAST_DAY = '9999-12-31';

const inWindow = (request: AnalysedLeave, window: { from: string; to: string }) =>
  request.start_date >= window.from && request.start_date <= window.to;

export const leaveAnalysisSchema = z.object({
  from: z.string(),
  to: z.string(),
  frequent: z.array(z.object({ user_id: z.string(), person_name: z.string(), requests: z.int() })),
  long: z.array(
    z.object({
      id: z.string(),
      user_id: z.string(),
      person_name: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      days: z.int(),
    }),
  ),
  approved_days: z.int(),
  projected_days: z.int(),
  rise_percent: z.int(),
});
export type LeaveAnalysis = z.output<typeof leaveAnalysisSchema>;

/**
 * The built-in analysis: who asked 3 or more times, which leave lasts 7 days or more, and the
 * approved days of the next twelve months if they rise 15 percent. Rejected requests
 * still count as asked, withdrawn ones do not; only pending and approved ones can be long, only approved days project.
 */
export function analyseLeave(requests: readonly AnalysedLeave[], today: string): LeaveAnalysis {
  const window = leaveAnalysisWindow(today);
  const recent = requests.filter((request) => inWindow(request, window) && request.status !== 'withdrawn');
  const byPerson = new Map<string, { user_id: string; person_name: string; requests: number }>();
  for (const request of recent) {
    const entry = byPerson.get(request.user_id) ?? {
      user_id: request.user_id,
      person_name: request.person_name,
      requests: 0,
    };
    entry.requests += 1;
    byPerson.set(request.user_id, entry);
  }
  const frequent = [...byPerson.values()]
    .filter((entry) => entry.requests >= FREQUENT_LEAVE_REQUESTS)
    .sort((a, b) => b.requests - a.requests || a.person_name.localeCompare(b.person_name));
  const long = recent
    .filter((request) => request.status === 'pending' || request.status === 'approved')
    .map((request) => ({
      id: request.id,
      user_id: request.user_id,
      person_name: request.person_name,
      start_date: request.start_date,
      end_date: request.end_date,
      days: leaveDays(request),
    }))
    .filter((request) => request.days >= LONG_LEAVE_DAYS)
    .sort((a, b) => b.days - a.days || a.start_date.localeCompare(b.start_date));
  const approvedDays = recent
    .filter((request) => request.status === 'approved')
    .reduce((sum, request) => sum + leaveDays(request), 0);
  return {
    ...window,
    frequent,
    long,
    approved_days: approvedDays,
    projected_days: Math.ceil((approvedDays * (100 + LEAVE_PROJECTED_RISE_PERCENT)) / 100),
    rise_percent: LEAVE_PROJECTED_RISE_PERCENT,
  };
}

export const leaveSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  by_status: z.record(z.enum(LEAVE_STATUSES), z.int()),
  approved_days_by_type: z.record(z.enum(LEAVE_TYPES), z.int()),
  people_on_leave_today: z.int(),
});
export type LeaveSummary = z.output<typeof leaveSummarySchema>;

/** docs/product/leave.md#team-calendar-and-summary */
export function summariseLeave(requests: readonly AnalysedLeave[], today: string): LeaveSummary {
  const window = leaveAnalysisWindow(today);
  const byStatus = Object.fromEntries(LEAVE_STATUSES.map((status) => [status, 0])) as Record<
    LeaveStatus,
    number
  >;
  const byType = Object.fromEntries(LEAVE_TYPES.map((type) => [type, 0])) as Record<LeaveType, number>;
  for (const request of requests) {
    if (!inWindow(request, window)) continue;
    byStatus[request.status] += 1;
    if (request.status === 'approved') byType[request.type] += leaveDays(request);
  }
  const onLeave = new Set(
    requests
      .filter((r) => r.status === 'approved' && r.start_date <= today && today <= r.end_date)
      .map((r) => r.user_id),
  );
  return {
    ...window,
    by_status: byStatus,
    approved_days_by_type: byType,
    people_on_leave_today: onLeave.size,
  };
}
