import { and, asc, between, count, eq, isNotNull, sql } from 'drizzle-orm';
import {
  cellKeyOf,
  inStoredOrder,
  localParts,
  releasedViews,
  summarisePeriod,
  teamBreakdown,
  type AnalyticsPeriod,
  type BreakdownDay,
  type GroupDayTotals,
} from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { dailyCheckins, userProfiles } from '../../db/schema/index.ts';
import { addDays, groupByDate } from '../../platform/calendar.ts';
import {
  presentCompanyDay,
  readCompanyDayReleases,
  type CompanyDayRelease,
} from '../companies/company-pulse.ts';
import { readCompanyBySlug } from '../companies/read-company.ts';
import { readGroupDayTotals, type GroupDayRow } from '../companies/group-day-totals.ts';
import { storedByDayEnd } from '../companies/stored-by-day-end.ts';
import { readHeadcount } from './company-headcount.ts';
import { readCompanyTeams } from './company-teams.ts';
import { readDayEndReleases, type DayEndRelease } from './day-end-releases.ts';

/** The departments the company's active people name now, with how many name each. */
function readDepartments(db: Db, companyId: string) {
  const name = sql<string>`${userProfiles.department}`;
  return db
    .select({ name, members: sql<number>`${count()}::int` })
    .from(userProfiles)
    .where(
      and(
        eq(userProfiles.companyId, companyId),
        eq(userProfiles.isActive, true),
        isNotNull(userProfiles.department),
      ),
    )
    .groupBy(userProfiles.department)
    .orderBy(asc(sql`lower(${userProfiles.department})`), asc(userProfiles.department));
}

/** The viewer's own answers counted in the company, with the team and department each counted in. */
function readOwnAnswers(
  db: Db,
  viewer: Pick<Principal, 'userId' | 'timeZone'>,
  companyId: string,
  from: string,
  to: string,
) {
  const { userId: viewerId, timeZone } = viewer;
  return db
    .select({
      date: dailyCheckins.checkInDate,
      teamId: dailyCheckins.groupTeamId,
      department: dailyCheckins.groupDepartment,
      onTime: sql<boolean>`${storedByDayEnd(timeZone)}`,
    })
    .from(dailyCheckins)
    .where(
      and(
        eq(dailyCheckins.userId, viewerId),
        eq(dailyCheckins.groupCompanyId, companyId),
        between(dailyCheckins.checkInDate, from, to),
      ),
    );
}

type OwnAnswer = Awaited<ReturnType<typeof readOwnAnswers>>[number];

/**
 * A day as the breakdown judges it: the totals of each cell of teams and departments stored by the
 * day's end, less the answers the company's release then held back (`readDayEndReleases`), the
 * answers the viewer knows (those of the people they lead, and their own, which the company's
 * release counts as known too: `seenByViewer`) listed in their cells, and every release of the
 * viewer's own team figure. A difference that is the viewer's own answer alone tells them nothing,
 * so an admin in no team does not make the largest team a difference from the company.
 */
function breakdownDay(
  viewer: Pick<Principal, 'userId' | 'timeZone'>,
  release: CompanyDayRelease,
  dayEnd: DayEndRelease | undefined,
  totals: readonly GroupDayRow[],
  own: OwnAnswer | undefined,
): BreakdownDay {
  if (!release.released || !dayEnd) return { date: release.date, company: null };
  const heldBack = new Set(dayEnd.heldBack.map((answer) => answer.user_id));
  const storedInTime = (answer: { storedAt: string }) =>
    localParts(new Date(answer.storedAt), viewer.timeZone).date <= release.date;
  const counted = (answer: { userId: string; storedAt: string }) =>
    storedInTime(answer) && !heldBack.has(answer.userId);
  const ownAnswer =
    own && own.onTime && !heldBack.has(viewer.userId)
      ? [
          {
            userId: viewer.userId,
            seen: true,
            teamId: own.teamId,
            department: own.department,
            released: true,
          },
        ]
      : [];
  const ownTeam = release.ownTeam.map((answer) => ({
    userId: answer.userId,
    seen: answer.seen,
    teamId: answer.teamId,
    department: answer.department,
    released: counted(answer),
  }));
  const inCell = (row: GroupDayRow) => (answer: { teamId: string | null; department: string | null }) =>
    answer.teamId === row.team_id && answer.department === row.department;
  // The viewer's seen answers by cell, counted once: a leader's team lists hundreds a day.
  const seenIn = new Map<string, number>();
  for (const answer of [...ownTeam, ...ownAnswer]) {
    if (!answer.seen || !answer.released) continue;
    const key = cellKeyOf(answer);
    seenIn.set(key, (seenIn.get(key) ?? 0) + 1);
  }
  const cells = totals.flatMap((row): GroupDayTotals[] => {
    if (row.team_id === null && row.department === null) return [];
    const held = dayEnd.heldBack.filter((answer) =>
      inCell(row)({ teamId: answer.team_id, department: answer.department }),
    );
    const answered = row.answered - held.length;
    if (answered <= 0) return [];
    const seen = seenIn.get(cellKeyOf({ teamId: row.team_id, department: row.department })) ?? 0;
    const less = (value: (answer: (typeof held)[number]) => number) =>
      held.reduce((sum, answer) => sum + value(answer), 0);
    return [
      {
        teamId: row.team_id,
        department: row.department,
        answered,
        unseen: answered - seen,
        sums: {
          energy: row.energy - less((answer) => answer.energy),
          mentalPressure: row.mental_pressure - less((answer) => answer.mental_pressure),
          personalConcerns: row.personal_concerns - less((answer) => answer.personal_concerns),
          motivation: row.motivation - less((answer) => answer.motivation),
        },
      },
    ];
  });
  return {
    date: release.date,
    company: {
      threshold: release.threshold,
      companyUnseen: dayEnd.unseen,
      cells,
      listed: [...ownTeam, ...ownAnswer],
      ownViews: releasedViews(inStoredOrder(release.ownTeam), release.threshold).map((view) =>
        view.map((answer) => answer.userId),
      ),
    },
  };
}

/**
 * Each day from `from` to `to` as the breakdown judges it for the viewer: the company's release of
 * the day, and the cells of teams and departments beside it. The tag figures read the same days, to
 * judge their tags beside the groups the breakdown shows.
 */
export async function readBreakdownDays(
  db: Db,
  viewer: Principal,
  companyId: string,
  from: string,
  to: string,
): Promise<{ releases: CompanyDayRelease[]; days: BreakdownDay[]; dayEnd: Map<string, DayEndRelease> }> {
  const [releases, totals, own] = await Promise.all([
    readCompanyDayReleases(db, viewer, companyId, { from, to }),
    readGroupDayTotals(db, { companyId, from, to, timeZone: viewer.timeZone }),
    readOwnAnswers(db, viewer, companyId, from, to),
  ]);
  const dayEnd = await readDayEndReleases(db, viewer, companyId, releases, totals);
  const ownOn = new Map(own.map((answer) => [answer.date, answer]));
  const totalsOn = groupByDate(totals);
  const days = releases.map((release) =>
    breakdownDay(
      viewer,
      release,
      dayEnd.get(release.date),
      totalsOn.get(release.date) ?? [],
      ownOn.get(release.date),
    ),
  );
  return { releases, days, dayEnd };
}

/**
 * Each team's and department's figures over the last complete days and the period before, beside
 * the company's over the same days (docs/decisions/035-team-breakdown.md). Today is left out: its figures grow
 * all day, and a team's share of one more released batch could be a single person.
 */
export async function readTeamBreakdown(
  db: Db,
  admin: Principal,
  slug: string,
  now: Date,
  period: AnalyticsPeriod,
) {
  const { company } = await readCompanyBySlug(db, slug);
  const today = localParts(now, admin.timeZone).date;
  const to = addDays(today, -1);
  const from = addDays(to, -(2 * period - 1));
  const [{ releases, days }, teamList, departments, headcount] = await Promise.all([
    readBreakdownDays(db, admin, company.id, from, to),
    readCompanyTeams(db, company.id),
    readDepartments(db, company.id),
    readHeadcount(db, company.id),
  ]);
  const companyDays = releases.map(presentCompanyDay);
  return {
    today,
    threshold: admin.confidentialityThreshold,
    period,
    company: {
      current: summarisePeriod(companyDays.slice(-period), headcount.active),
      previous: summarisePeriod(companyDays.slice(0, -period), headcount.active),
    },
    ...teamBreakdown({ teams: teamList, departments }, days, period),
  };
}
