import { z } from 'zod';
import type { CheckinValues } from '../checkin/checkin-values.ts';
import { addDays } from '../pulse/calendar-dates.ts';
import { indicatorsSchema } from '../pulse/pulse-schemas.ts';
import { meanIndicators } from '../pulse/team-day.ts';
import { canShowGroup } from '../privacy/group-safety.ts';
import type { LeaveSpan } from './leave-days.ts';

/** docs/product/leave.md#before-and-after-leave */
export const AROUND_LEAVE_DAYS = 14;
export const TEAM_PRESSURE_DAYS = 30;
export const TEAM_LEAVE_DAYS = 90;
/** A rise of a whole point on the 0–10 scale between two 30-day spans is worth a leader's look. */
export const PRESSURE_RISE = 1;
/** Less than a third of the team took any leave in 90 days: "little leave". */
export const LITTLE_LEAVE_SHARE_PERCENT = 33;

export interface OwnCheckin extends CheckinValues {
  date: string;
}

const aroundSchema = z.object({ days: z.int(), indicators: indicatorsSchema.nullable() });

export const ownLeaveWellbeingSchema = z.object({
  leaves: z.array(
    z.object({
      id: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      before: aroundSchema,
      after: aroundSchema,
    }),
  ),
});
export type OwnLeaveWellbeing = z.output<typeof ownLeaveWellbeingSchema>;

function around(checkins: readonly OwnCheckin[], from: string, to: string) {
  const inside = checkins.filter((checkin) => checkin.date >= from && checkin.date <= to);
  return { days: inside.length, indicators: inside.length > 0 ? meanIndicators(inside) : null };
}

/**
 * A person's own indicators in the 14 days before each leave and the 14 after it, for them alone:
 * their own check-ins, never anyone else's.
 */
export function ownIndicatorsAroundLeave(
  leaves: readonly (LeaveSpan & { id: string })[],
  checkins: readonly OwnCheckin[],
): OwnLeaveWellbeing {
  return {
    leaves: leaves.map((leave) => ({
      id: leave.id,
      start_date: leave.start_date,
      end_date: leave.end_date,
      before: around(checkins, addDays(leave.start_date, -AROUND_LEAVE_DAYS), addDays(leave.start_date, -1)),
      after: around(checkins, addDays(leave.end_date, 1), addDays(leave.end_date, AROUND_LEAVE_DAYS)),
    })),
  };
}

export interface GroupCheckin {
  userId: string;
  date: string;
  mental_pressure: number;
}

export const teamLeaveSignalSchema = z.discriminatedUnion('released', [
  z.object({ released: z.literal(false), reason: z.literal('not-enough-answers') }),
  z.object({
    released: z.literal(true),
    pressure_now: z.number(),
    pressure_before: z.number().nullable(),
    leave_share_percent: z.int(),
    pressure_rising_little_leave: z.boolean(),
  }),
]);
export type TeamLeaveSignal = z.output<typeof teamLeaveSignalSchema>;

const mean = (values: readonly number[]) =>
  Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;

/**
 * docs/product/leave.md#before-and-after-leave: a group's mental pressure over the last 30 days
 * beside the 30 before, and the share of its people with approved leave in the last 90, only
 * through the privacy release. Every answer counts as unseen by the leader, so the group must reach
 * the threshold on its own; the earlier span is compared only when it is releasable too.
 */
export function teamLeaveSignal(input: {
  today: string;
  checkins: readonly GroupCheckin[];
  people: readonly string[];
  peopleWithLeave: readonly string[];
  threshold: number;
}): TeamLeaveSignal {
  const nowFrom = addDays(input.today, -TEAM_PRESSURE_DAYS + 1);
  const beforeFrom = addDays(nowFrom, -TEAM_PRESSURE_DAYS);
  const recent = input.checkins.filter((c) => c.date >= nowFrom && c.date <= input.today);
  const earlier = input.checkins.filter((c) => c.date >= beforeFrom && c.date < nowFrom);
  const releasable = (answers: readonly GroupCheckin[]) =>
    answers.length > 0 &&
    canShowGroup(
      answers.map((answer) => ({ userId: answer.userId, seen: false })),
      input.threshold,
    );
  if (!releasable(recent)) return { released: false, reason: 'not-enough-answers' };
  const pressureNow = mean(recent.map((c) => c.mental_pressure));
  const pressureBefore = releasable(earlier) ? mean(earlier.map((c) => c.mental_pressure)) : null;
  const withLeave = new Set(input.peopleWithLeave.filter((id) => input.people.includes(id)));
  const share = input.people.length === 0 ? 0 : Math.round((withLeave.size * 100) / input.people.length);
  return {
    released: true,
    pressure_now: pressureNow,
    pressure_before: pressureBefore,
    leave_share_percent: share,
    pressure_rising_little_leave:
      pressureBefore !== null &&
      pressureNow - pressureBefore >= PRESSURE_RISE &&
      share < LITTLE_LEAVE_SHARE_PERCENT,
  };
}
