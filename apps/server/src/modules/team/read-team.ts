import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { can, type MemberCheckin, type TeamMemberInput } from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import { actorOf } from '../../auth/require-actor.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { dailyCheckins, userProfiles } from '../../db/schema/index.ts';

/**
 * A leader's team: the active people of their company who report to them. Each shows their own
 * figures only where the record rules let this leader read their check-ins.
 */
export async function readTeamMembers(db: Db, leader: Principal): Promise<TeamMemberInput[]> {
  if (!leader.companyId) return [];
  const actor = actorOf(leader);
  const rows = await db
    .select({
      userId: userProfiles.id,
      fullName: userProfiles.fullName,
      jobTitle: userProfiles.jobTitle,
      companyId: userProfiles.companyId,
      reportsTo: userProfiles.reportsTo,
      sharesCheckinsWith: userProfiles.sharesCheckinsWith,
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
  return rows.map(({ userId, fullName, jobTitle, companyId, reportsTo, sharesCheckinsWith }) => ({
    userId,
    fullName,
    jobTitle,
    sharing: can(actor, 'read', {
      kind: 'checkin',
      ownerId: userId,
      ownerCompanyId: companyId,
      ownerReportsTo: reportsTo,
      sharedWith: sharesCheckinsWith,
    }),
  }));
}

/**
 * Who reported to the leader, in their company, at the start of a day: the team that day's
 * figures are made of (see docs/product/pulse-and-privacy.md, "A day's group is frozen").
 */
export async function readTeamOfDay(db: Db, leader: Principal, date: string): Promise<Set<string>> {
  if (!leader.companyId) return new Set();
  const rows = await queryRows<{ person_id: string }>(
    db,
    sql`select s.person_id
        from (select distinct person_id from membership_history where reports_to = ${leader.userId}) p,
          lateral tera_membership_at_day_start(p.person_id, ${date}) s
        where s.reports_to = ${leader.userId} and s.company_id = ${leader.companyId} and s.is_active`,
  );
  return new Set(rows.map((row) => row.person_id));
}

/** A led person's check-in with the team and department it counted in as its day began. */
export type OwnTeamCheckin = MemberCheckin & { teamId: string | null; department: string | null };

/** Where a led person's answer stands in the viewer's figures, without its values. */
export type OwnTeamPlace = Pick<
  OwnTeamCheckin,
  'userId' | 'date' | 'storedAt' | 'seen' | 'teamId' | 'department'
>;

/**
 * The answers counted in the leader's team between two local dates: those whose owners reported
 * to this leader at the start of their day, through the (group_reports_to, check_in_date) index.
 */
function ledBetween(leader: Principal & { companyId: string }, from: string, to: string) {
  return and(
    eq(dailyCheckins.groupReportsTo, leader.userId),
    eq(dailyCheckins.groupCompanyId, leader.companyId),
    gte(dailyCheckins.checkInDate, from),
    lte(dailyCheckins.checkInDate, to),
  );
}

const placeColumns = {
  userId: dailyCheckins.userId,
  date: dailyCheckins.checkInDate,
  createdAt: dailyCheckins.createdAt,
  submittedAt: dailyCheckins.submittedAt,
  sharedWith: dailyCheckins.groupSharesWith,
  teamId: dailyCheckins.groupTeamId,
  department: dailyCheckins.groupDepartment,
};

/**
 * An answer is seen by name when its owner shared with this leader from that day's start. A row's
 * place in the day's order is when it was stored, or last overwritten.
 */
function placed<Row extends { createdAt: Date; submittedAt: Date; sharedWith: string | null }>(
  leader: Principal,
  { createdAt, submittedAt, sharedWith, ...rest }: Row,
) {
  return {
    ...rest,
    seen: sharedWith === leader.userId,
    storedAt: (createdAt > submittedAt ? createdAt : submittedAt).toISOString(),
  };
}

/** The answers counted in the leader's team between two local dates, with their values and tags. */
export async function readMemberCheckins(
  db: Db,
  leader: Principal,
  from: string,
  to: string,
): Promise<OwnTeamCheckin[]> {
  if (!leader.companyId) return [];
  const rows = await db
    .select({
      ...placeColumns,
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
    .where(ledBetween({ ...leader, companyId: leader.companyId }, from, to));
  return rows.map((row) => placed(leader, row));
}

/**
 * The same answers by place alone, for figures that only weigh who is in them: a company's year
 * lists every day of the viewer's team, and the values and tags would be most of what is read.
 */
export async function readMemberPlaces(
  db: Db,
  leader: Principal,
  from: string,
  to: string,
): Promise<OwnTeamPlace[]> {
  if (!leader.companyId) return [];
  const rows = await db
    .select(placeColumns)
    .from(dailyCheckins)
    .where(ledBetween({ ...leader, companyId: leader.companyId }, from, to));
  return rows.map((row) => placed(leader, row));
}
