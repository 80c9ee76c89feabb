import { daysBetween } from '../pulse/calendar-dates.ts';
import { holdsDays, type LeaveStatus } from './leave-status.ts';

/** A span of local days, both ends included. */
export interface LeaveSpan {
  start_date: string;
  end_date: string;
}

/** Days of leave a span covers, counting both ends. */
export function leaveDays(span: LeaveSpan): number {
  return daysBetween(span.start_date, span.end_date) + 1;
}

export function spansOverlap(a: LeaveSpan, b: LeaveSpan): boolean {
  return a.start_date <= b.end_date && b.start_date <= a.end_date;
}

/**
 * docs/product/leave.md#overlap: the first of the person's requests still holding days that shares
 * a day with the new one, or null when none does.
 */
export function overlappingLeave<T extends LeaveSpan & { status: LeaveStatus }>(
  candidate: LeaveSpan,
  existing: readonly T[],
): T | null {
  return existing.find((request) => holdsDays(request.status) && spansOverlap(candidate, request)) ?? null;
}

/** docs/product/leave.md#leave-pauses-the-check-in: whether a local day falls in approved leave. */
export function isOnApprovedLeave(
  day: string,
  requests: readonly (LeaveSpan & { status: LeaveStatus })[],
): boolean {
  return requests.some(
    (request) => request.status === 'approved' && request.start_date <= day && day <= request.end_date,
  );
}
