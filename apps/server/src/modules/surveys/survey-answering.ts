import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows.ts';
import {
  checkAnswers,
  countQuestions,
  surveyStatusOn,
  type MySurvey,
  type SurveyAnswers,
  type SurveyToAnswer,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { surveyInvitees, surveyProgress, surveyRespondents, surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { settleSurvey } from './survey-lifecycle.ts';
import type { SurveyRow } from './survey-store.ts';

const notOpen = () => new AppError('VALIDATION_ERROR', { status: 409, reason: 'SURVEY_NOT_OPEN' });
const alreadyAnswered = () =>
  new AppError('VALIDATION_ERROR', { status: 409, reason: 'SURVEY_ALREADY_ANSWERED' });

interface Person {
  userId: string;
  companyId: string;
}

/** The open surveys this person was asked and has not answered yet, closing soonest first. */
export async function readMySurveys(db: Db, person: Person, today: string, now: Date): Promise<MySurvey[]> {
  const rows = await db
    .select({ survey: surveys, started: sql<boolean>`${surveyProgress.userId} is not null` })
    .from(surveys)
    .innerJoin(
      surveyInvitees,
      and(eq(surveyInvitees.surveyId, surveys.id), eq(surveyInvitees.userId, person.userId)),
    )
    .leftJoin(
      surveyRespondents,
      and(eq(surveyRespondents.surveyId, surveys.id), eq(surveyRespondents.userId, person.userId)),
    )
    .leftJoin(
      surveyProgress,
      and(eq(surveyProgress.surveyId, surveys.id), eq(surveyProgress.userId, person.userId)),
    )
    .where(and(eq(surveys.companyId, person.companyId), isNull(surveyRespondents.userId)));
  const open: MySurvey[] = [];
  for (const row of rows) {
    if (surveyStatusOn(row.survey, today) !== 'open') continue;
    const survey = await settleSurvey(db, row.survey, today, now);
    open.push({
      id: survey.id,
      title: survey.title,
      languages: survey.languages,
      mode: survey.mode,
      closesOn: survey.closesOn!,
      questionCount: countQuestions(survey.content),
      started: Boolean(row.started),
    });
  }
  return open.sort((a, b) => a.closesOn.localeCompare(b.closesOn));
}

/** A survey this person was asked, open, and not answered by them yet; anything else is refused. */
async function surveyToAnswer(
  db: Db,
  person: Person,
  surveyId: string,
  today: string,
  now: Date,
): Promise<SurveyRow> {
  if (!/^[0-9a-f-]{36}$/i.test(surveyId)) throw new AppError('RECORD_NOT_FOUND');
  const [row] = await db
    .select({ survey: surveys, answered: surveyRespondents.userId })
    .from(surveys)
    .innerJoin(
      surveyInvitees,
      and(eq(surveyInvitees.surveyId, surveys.id), eq(surveyInvitees.userId, person.userId)),
    )
    .leftJoin(
      surveyRespondents,
      and(eq(surveyRespondents.surveyId, surveys.id), eq(surveyRespondents.userId, person.userId)),
    )
    .where(and(eq(surveys.id, surveyId), eq(surveys.companyId, person.companyId)));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  if (row.answered) throw alreadyAnswered();
  const survey = await settleSurvey(db, row.survey, today, now);
  if (survey.status !== 'open') throw notOpen();
  return survey;
}

function refuseProblems(problems: Record<string, string>): void {
  const fields = Object.fromEntries(
    Object.entries(problems).map(([id, problem]) => [`answers.${id}`, [problem]]),
  );
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', { fields });
}

export async function readSurveyToAnswer(
  db: Db,
  person: Person,
  surveyId: string,
  today: string,
  now: Date,
): Promise<SurveyToAnswer> {
  const survey = await surveyToAnswer(db, person, surveyId, today, now);
  const [progress] = await db
    .select({ answers: surveyProgress.answers })
    .from(surveyProgress)
    .where(and(eq(surveyProgress.surveyId, survey.id), eq(surveyProgress.userId, person.userId)));
  return {
    survey: {
      id: survey.id,
      title: survey.title,
      description: survey.description ?? null,
      languages: survey.languages,
      mode: survey.mode,
      closesOn: survey.closesOn!,
      questionCount: countQuestions(survey.content),
      content: survey.content,
    },
    answers: progress?.answers ?? {},
  };
}

/** Progress is saved as the person goes; never over answers already submitted. */
export async function saveSurveyProgress(
  db: Db,
  options: { person: Person; surveyId: string; answers: SurveyAnswers; today: string; now: Date },
): Promise<void> {
  const survey = await surveyToAnswer(db, options.person, options.surveyId, options.today, options.now);
  const { answers, problems } = checkAnswers(survey.content, options.answers, { submitting: false });
  refuseProblems(problems);
  await db
    .insert(surveyProgress)
    .values({ surveyId: survey.id, userId: options.person.userId, answers, updatedAt: options.now })
    .onConflictDoUpdate({
      target: [surveyProgress.surveyId, surveyProgress.userId],
      set: { answers, updatedAt: options.now },
      setWhere: isNull(surveyProgress.submittedPeriod),
    });
}

/**
 * One submission per person: the respondent's row is the claim, and a second submit, even at the
 * same instant, finds it taken and writes nothing. The answers stay the person's own until their
 * period is mixed into the survey's responses (mixSurveyResponses): by the surveys' calendar pass
 * once the day has ended, or by the first reading of results after it.
 */
export async function submitSurveyAnswers(
  db: Db,
  options: { person: Person; surveyId: string; answers: SurveyAnswers; today: string; now: Date },
): Promise<void> {
  const { person, today, now } = options;
  const survey = await surveyToAnswer(db, person, options.surveyId, today, now);
  const { answers, problems } = checkAnswers(survey.content, options.answers, { submitting: true });
  refuseProblems(problems);
  const period = survey.nextPeriod && survey.nextPeriod > today ? survey.nextPeriod : today;
  // One statement, so one transaction: the claim and the answers are written together or not at all.
  const claimed = await queryRows<{ userId: string }>(
    db,
    sql`
with claim as (
  insert into survey_respondents (survey_id, user_id) values (${survey.id}, ${person.userId})
  on conflict do nothing
  returning user_id
)
insert into survey_progress (survey_id, user_id, answers, submitted_period, updated_at)
select ${survey.id}, claim.user_id, ${JSON.stringify(answers)}::jsonb, ${period}::date, ${now.toISOString()}::timestamptz
from claim
on conflict (survey_id, user_id) do update
  set answers = excluded.answers, submitted_period = excluded.submitted_period, updated_at = excluded.updated_at
returning user_id as "userId"`,
  );
  if (claimed.length === 0) throw alreadyAnswered();
}
