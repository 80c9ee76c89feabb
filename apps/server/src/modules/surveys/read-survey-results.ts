import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  departmentGroup,
  groupsOfResponse,
  releasedParticipation,
  surveyQuestionResults,
  teamGroup,
  WHOLE_AUDIENCE,
  type NamedResponse,
  type SurveyGroup,
  type SurveyResults,
  type ViewerResponse,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import {
  surveyInvitees,
  surveyRespondents,
  surveyResponses,
  teams,
  userProfiles,
} from '../../db/schema/index.ts';
import { mixSurveyResponses } from './mix-survey-responses.ts';
import { settleSurvey } from './survey-lifecycle.ts';
import { readSurveyRow, type SurveyRow } from './survey-store.ts';

interface Invitee {
  teamId: string | null;
  department: string | null;
  answered: boolean;
}

/** The people asked, counted in the database by frozen team and department, and who of them answered. */
async function readInvitees(db: Db, surveyId: string): Promise<Invitee[]> {
  const rows = await db
    .select({
      teamId: surveyInvitees.teamId,
      department: surveyInvitees.department,
      invited: count(),
      answered: count(surveyRespondents.userId),
    })
    .from(surveyInvitees)
    .leftJoin(
      surveyRespondents,
      and(
        eq(surveyRespondents.surveyId, surveyInvitees.surveyId),
        eq(surveyRespondents.userId, surveyInvitees.userId),
      ),
    )
    .where(eq(surveyInvitees.surveyId, surveyId))
    .groupBy(surveyInvitees.teamId, surveyInvitees.department);
  return rows.flatMap((row) =>
    Array.from({ length: Number(row.invited) }, (_, i) => ({
      teamId: row.teamId,
      department: row.department,
      answered: i < Number(row.answered),
    })),
  );
}

/** Every group of the audience with how many were asked, and how many answered where the release allows. */
async function groupsOf(db: Db, survey: SurveyRow, invitees: readonly Invitee[]): Promise<SurveyGroup[]> {
  const shown = releasedParticipation(
    invitees.filter((invitee) => invitee.answered),
    survey.scoreThreshold,
  );
  const counts = new Map<string, { invited: number; respondents: number }>();
  for (const invitee of invitees) {
    const keys = [
      WHOLE_AUDIENCE,
      ...(invitee.teamId ? [teamGroup(invitee.teamId)] : []),
      ...(invitee.department ? [departmentGroup(invitee.department)] : []),
    ];
    for (const key of keys) {
      const count = counts.get(key) ?? { invited: 0, respondents: 0 };
      count.invited += 1;
      if (invitee.answered) count.respondents += 1;
      counts.set(key, count);
    }
  }
  const teamIds = [...new Set(invitees.flatMap((invitee) => (invitee.teamId ? [invitee.teamId] : [])))];
  const names = new Map(
    teamIds.length === 0
      ? []
      : (
          await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))
        ).map((team) => [teamGroup(team.id), team.name]),
  );
  const group = (key: string): SurveyGroup => {
    const count = counts.get(key)!;
    const kind = key === WHOLE_AUDIENCE ? 'all' : key.startsWith('team:') ? 'team' : 'department';
    const label =
      kind === 'all' ? null : kind === 'team' ? (names.get(key) ?? null) : key.slice('department:'.length);
    return {
      key,
      kind,
      label,
      invited: count.invited,
      respondents: shown.has(key) ? count.respondents : null,
    };
  };
  const byLabel = (a: SurveyGroup, b: SurveyGroup) => (a.label ?? '').localeCompare(b.label ?? '');
  const all = [...counts.keys()].map(group);
  return [
    ...all.filter((entry) => entry.kind === 'all'),
    ...all.filter((entry) => entry.kind === 'team').sort(byLabel),
    ...all.filter((entry) => entry.kind === 'department').sort(byLabel),
  ];
}

/**
 * The groups of the viewer's own response, if they answered the survey: their team and department
 * as the survey froze them. The response itself carries no person, so only its groups are known.
 */
async function readViewerResponse(db: Db, surveyId: string, viewerId: string): Promise<ViewerResponse> {
  const [row] = await db
    .select({ teamId: surveyInvitees.teamId, department: surveyInvitees.department })
    .from(surveyInvitees)
    .innerJoin(
      surveyRespondents,
      and(
        eq(surveyRespondents.surveyId, surveyInvitees.surveyId),
        eq(surveyRespondents.userId, surveyInvitees.userId),
      ),
    )
    .where(and(eq(surveyInvitees.surveyId, surveyId), eq(surveyInvitees.userId, viewerId)));
  return row ? groupsOfResponse(row) : null;
}

/** A confidential survey's responses with their people's names, by name. */
async function readNamedResponses(db: Db, surveyId: string): Promise<NamedResponse[]> {
  const rows = await db
    .select({ userId: userProfiles.id, name: userProfiles.fullName, answers: surveyResponses.answers })
    .from(surveyResponses)
    .innerJoin(userProfiles, eq(userProfiles.id, surveyResponses.userId))
    .where(eq(surveyResponses.surveyId, surveyId))
    .orderBy(asc(userProfiles.fullName));
  return rows;
}

/**
 * A survey's results as its admins may see them: every figure chosen by the release
 * (docs/decisions/018-survey-release.md) from the responses of the periods that have ended, or of
 * all of them once the survey is closed.
 */
export async function readSurveyResults(
  db: Db,
  options: { companyId: string; surveyId: string; today: string; now: Date; viewerId: string },
): Promise<SurveyResults> {
  const stored = await readSurveyRow(db, options.companyId, options.surveyId);
  const survey = await settleSurvey(db, stored, options.today, options.now);
  const thresholds = { scores: survey.scoreThreshold, comments: survey.commentThreshold };
  if (survey.status === 'draft' || survey.status === 'scheduled') {
    return { surveyId: survey.id, thresholds, groups: [], questions: [], named: null };
  }
  await mixSurveyResponses(db, survey, { today: options.today, everything: survey.status !== 'open' });
  const [invitees, viewer, responses] = await Promise.all([
    readInvitees(db, survey.id),
    readViewerResponse(db, survey.id, options.viewerId),
    db
      .select({
        teamId: surveyResponses.teamId,
        department: surveyResponses.department,
        period: surveyResponses.period,
        answers: surveyResponses.answers,
      })
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, survey.id)),
  ]);
  return {
    surveyId: survey.id,
    thresholds,
    groups: await groupsOf(db, survey, invitees),
    questions: surveyQuestionResults(survey.content, responses, thresholds, survey.id, viewer),
    named: survey.mode === 'confidential' ? await readNamedResponses(db, survey.id) : null,
  };
}
