import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  addDays,
  hasPermission,
  ownIndicatorsAroundLeave,
  teamLeaveSignal,
  AROUND_LEAVE_DAYS,
  TEAM_LEAVE_DAYS,
  TEAM_PRESSURE_DAYS,
  type OwnLeaveWellbeing,
  type TeamLeaveSignal,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { dailyCheckins, leaveRequests, userProfiles } from '../../db/schema/index.ts';
import type { CompanyCaller } from './leave-caller.ts';

/** docs/product/leave.md#before-and-after-leave: the caller's own check-ins around their own leave. */
export async function ownLeaveWellbeing(db: Db, { actor, today }: CompanyCaller): Promise<OwnLeaveWellbeing> {
  const leaves = await db
    .select({ id: leaveRequests.id, start_date: leaveRequests.startDate, end_date: leaveRequests.endDate })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.userId, actor.userId),
        eq(leaveRequests.status, 'approved'),
        lte(leaveRequests.startDate, today),
      ),
    )
    .orderBy(sql`${leaveRequests.startDate} desc`);
  if (leaves.length === 0) return { leaves: [] };
  const from = addDays(leaves.at(-1)!.start_date, -AROUND_LEAVE_DAYS);
  const checkins = await db
    .select({
      date: dailyCheckins.checkInDate,
      energy: dailyCheckins.energy,
      mental_pressure: dailyCheckins.mentalPressure,
      personal_concerns: dailyCheckins.personalConcerns,
      motivation: dailyCheckins.motivation,
    })
    .from(dailyCheckins)
    .where(and(eq(dailyCheckins.userId, actor.userId), gte(dailyCheckins.checkInDate, from)));
  return ownIndicatorsAroundLeave(leaves, checkins);
}

/**
 * The caller's group, the people whose leave they decide: a leader's direct reports, or for an
 * admin with none the company's people. Its pressure reaches them only through the release.
 */
export async function teamLeaveWellbeing(
  db: Db,
  { actor, today, threshold }: CompanyCaller,
): Promise<TeamLeaveSignal> {
  const active = and(eq(userProfiles.companyId, actor.companyId), eq(userProfiles.isActive, true));
  let people = (
    await db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .where(and(active, eq(userProfiles.reportsTo, actor.userId)))
  ).map((row) => row.id);
  if (people.length === 0 && hasPermission(actor, 'admin')) {
    people = (
      await db
        .select({ id: userProfiles.id })
        .from(userProfiles)
        .where(and(active, ne(userProfiles.id, actor.userId)))
    ).map((row) => row.id);
  }
  if (people.length === 0)
    return teamLeaveSignal({ today, checkins: [], people, peopleWithLeave: [], threshold });
  const checkins = await db
    .select({
      userId: dailyCheckins.userId,
      date: dailyCheckins.checkInDate,
      mental_pressure: dailyCheckins.mentalPressure,
    })
    .from(dailyCheckins)
    .where(
      and(
        inArray(dailyCheckins.userId, people),
        gte(dailyCheckins.checkInDate, addDays(today, -2 * TEAM_PRESSURE_DAYS + 1)),
        lte(dailyCheckins.checkInDate, today),
      ),
    );
  const withLeave = await db
    .selectDistinct({ userId: leaveRequests.userId })
    .from(leaveRequests)
    .where(
      and(
        inArray(leaveRequests.userId, people),
        eq(leaveRequests.status, 'approved'),
        lte(leaveRequests.startDate, today),
        gte(leaveRequests.endDate, addDays(today, -TEAM_LEAVE_DAYS + 1)),
      ),
    );
  return teamLeaveSignal({
    today,
    checkins,
    people,
    peopleWithLeave: withLeave.map((row) => row.userId),
    threshold,
  });
}
