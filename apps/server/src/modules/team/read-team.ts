import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { MemberCheckin, TeamMemberInput } from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { dailyCheckins, userProfiles } from '../../db/schema/index.ts';

/** A leader's team: the active people of their company who report to them. */
export async function readTeamMembers(db: Db, leader: Principal): Promise<TeamMemberInput[]> {
  if (!leader.companyId) return [];
  return db
    .select({
      userId: userProfiles.id,
      fullName: userProfiles.fullName,
      jobTitle: userProfiles.jobTitle,
      sharing: userProfiles.sharesCheckinsWithLeader,
    })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.reportsTo, leader.userId),
        eq(userProfiles.companyId, leader.companyId),
        eq(userProfiles.isActive, true),
      ),
    )
    .orderBy(asc(userProfiles.fullName), asc(userProfiles.id));
}

/**
 * The members' check-ins between two local dates, through the (user_id, check_in_date) index.
 * A row's place in the day's order is when it was stored, or last overwritten.
 */
export async function readMemberCheckins(
  db: Db,
  userIds: readonly string[],
  from: string,
  to: string,
): Promise<MemberCheckin[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: dailyCheckins.userId,
      date: dailyCheckins.checkInDate,
      createdAt: dailyCheckins.createdAt,
      submittedAt: dailyCheckins.submittedAt,
      energy: dailyCheckins.energy,
      mental_pressure: dailyCheckins.mentalPressure,
      personal_concerns: dailyCheckins.personalConcerns,
      motivation: dailyCheckins.motivation,
      work_modality: dailyCheckins.workModality,
      day_dynamics: dailyCheckins.dayDynamics,
      personal_conditions: dailyCheckins.personalConditions,
      special_situations: dailyCheckins.specialSituations,
    })
    .from(dailyCheckins)
    .where(
      and(
        inArray(dailyCheckins.userId, [...userIds]),
        gte(dailyCheckins.checkInDate, from),
        lte(dailyCheckins.checkInDate, to),
      ),
    );
  return rows.map(({ createdAt, submittedAt, ...checkin }) => ({
    ...checkin,
    storedAt: (createdAt > submittedAt ? createdAt : submittedAt).toISOString(),
  }));
}
