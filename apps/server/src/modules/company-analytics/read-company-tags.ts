import { sql } from 'drizzle-orm';
import {
  localParts,
  releasedGroupsOfDay,
  tagFigures,
  tagFiguresByTeam,
  tagWindow,
  type MemberCheckin,
  type ReleasedGroups,
} from '@tera/domain';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { readCompanyBySlug } from '../companies/read-company.ts';
import { seenByViewer } from '../companies/seen-by-viewer.ts';
import { storedByDayEnd } from '../companies/stored-by-day-end.ts';
import { readMemberCheckins } from '../team/read-team.ts';
import { readCompanyTeams } from './company-teams.ts';
import { readBreakdownDays } from './read-team-breakdown.ts';

/** A check-in with the team and department it counted in as its day began. */
interface CompanyCheckin extends MemberCheckin {
  teamId: string | null;
  department: string | null;
  /** Stored by its day's end, as the breakdown's cells are (decision 040). */
  onTime: boolean;
}

/**
 * The company's answers of the tag window, counted in the company at their day's start, through
 * the (group_company_id, check_in_date) index; seen by the admin only when they led and were shared
 * with by the answer's owner that day. When each was stored and whether it is seen are worked out
 * in the statement: the window holds a month of the whole company's answers.
 */
async function readCompanyCheckins(db: Db, admin: Principal, companyId: string, from: string, to: string) {
  return queryRows<CompanyCheckin>(
    db,
    sql`select user_id as "userId", check_in_date as date,
        group_team_id as "teamId", group_department as department,
        ${storedByDayEnd(admin.timeZone)} as "onTime",
        to_char(greatest(created_at, submitted_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "storedAt",
        ${seenByViewer(admin.userId)} as seen,
        energy, mental_pressure, personal_concerns, motivation, work_modality, day_dynamics,
        personal_conditions, special_situations
      from daily_checkins
      where group_company_id = ${companyId} and check_in_date between ${from} and ${to}`,
  );
}

/**
 * The groups of each day the breakdown by team and department would show the viewer, with the
 * answers its cells left out as held back when the day ended, and each day's own threshold.
 */
async function readShownGroups(db: Db, viewer: Principal, companyId: string, from: string, to: string) {
  const { releases, days, dayEnd } = await readBreakdownDays(db, viewer, companyId, from, to);
  const thresholds = new Map(releases.map((release) => [release.date, release.threshold]));
  const thresholdOn = (date: string) => thresholds.get(date) ?? viewer.confidentialityThreshold;
  const shown = new Map(
    days.flatMap((day): [string, { groups: ReleasedGroups; heldBack: Set<string> }][] =>
      day.company
        ? [
            [
              day.date,
              {
                groups: releasedGroupsOfDay(day.company),
                heldBack: new Set(dayEnd.get(day.date)?.heldBack.map((answer) => answer.user_id)),
              },
            ],
          ]
        : [],
    ),
  );
  return { shown, thresholdOn };
}

const NO_GROUPS: readonly string[] = [];

/** What both readings of the tags start from: the window's answers and what was shown beside them. */
async function readTagInput(db: Db, admin: Principal, slug: string, now: Date) {
  const { company } = await readCompanyBySlug(db, slug);
  const today = localParts(now, admin.timeZone).date;
  const window = tagWindow(today);
  const [checkins, { shown, thresholdOn }, ownTeam] = await Promise.all([
    readCompanyCheckins(db, admin, company.id, window.from, window.to),
    readShownGroups(db, admin, company.id, window.from, window.to),
    // An admin who leads a team reads its tags on the leader panel too.
    admin.companyId === company.id
      ? readMemberCheckins(db, admin, window.from, window.to)
      : Promise.resolve([]),
  ]);
  // One list per day, team and department, not one per answer: a month of the company's answers.
  const lists = new Map<string, Map<string | null, Map<string | null, readonly string[]>>>();
  const groupsOf = ({ date, teamId, department, onTime, userId }: CompanyCheckin) => {
    const day = shown.get(date);
    // An answer the breakdown's cells of its day do not hold is in no group's figure.
    if (!day || !onTime || day.heldBack.has(userId)) return NO_GROUPS;
    let onDay = lists.get(date);
    if (!onDay) lists.set(date, (onDay = new Map()));
    let inTeam = onDay.get(teamId);
    if (!inTeam) onDay.set(teamId, (inTeam = new Map()));
    let groups = inTeam.get(department);
    if (!groups) {
      groups = [
        ...(teamId !== null && day.groups.teams.has(teamId) ? [`team:${teamId}`] : []),
        ...(department !== null && day.groups.departments.has(department)
          ? [`department:${department}`]
          : []),
      ];
      inTeam.set(department, groups);
    }
    return groups;
  };
  return {
    company,
    window,
    input: {
      today,
      timeZone: admin.timeZone,
      threshold: admin.confidentialityThreshold,
      thresholdOn,
      checkins,
      groupsOf: (checkin: MemberCheckin) => groupsOf(checkin as CompanyCheckin),
      ownTeam,
    },
  };
}

/**
 * The company's pulse with each context tag against its other answers, over the last four
 * complete weeks, by the leader panel's own rule (`tagFigures`): whole weeks, each side of each
 * week safe, no day or other tag an unsafe set away. The teams and departments the breakdown
 * shows each day are judged beside the tags whatever the plan, since a figure once seen stays
 * known, and so are the days and tags of the team the admin leads (docs/decisions/039-tags-beside-teams.md).
 */
export async function readCompanyTags(db: Db, admin: Principal, slug: string, now: Date) {
  const { window, input } = await readTagInput(db, admin, slug, now);
  return { ...window, tags: tagFigures(input) };
}

/**
 * The same tags, and each team's pulse with each of them over the same answers, shown only where
 * nothing shown beside them singles anyone out (`tagFiguresByTeam`, decision 041). Teams in the
 * breakdown's order, those without answers in the weeks left out.
 */
export async function readTeamTags(db: Db, admin: Principal, slug: string, now: Date) {
  const { company, window, input } = await readTagInput(db, admin, slug, now);
  const teamList = readCompanyTeams(db, company.id);
  const figures = tagFiguresByTeam({ ...input, teamOf: (checkin) => (checkin as CompanyCheckin).teamId });
  const figuresOf = new Map(figures.teams.map((team) => [team.teamId, team]));
  const byTeam = (await teamList).flatMap(({ id, name }) => {
    const team = figuresOf.get(id);
    return team === undefined ? [] : [{ ...team, name }];
  });
  return { ...window, tags: figures.tags, teams: byTeam };
}
