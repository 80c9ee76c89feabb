import { and, desc, eq, sql } from 'drizzle-orm';
import {
  countQuestions,
  releasedRespondentCount,
  resolveSurveyThresholds,
  surveyStatusOn,
  type SurveyDetail,
  type SurveyDraft,
  type SurveySummary,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { surveys } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../db/row-id.ts';

export type SurveyRow = typeof surveys.$inferSelect;

// Written out: inside a subquery drizzle would leave the outer column unqualified.
const invited = sql<number>`(select count(*)::int from survey_invitees i where i.survey_id = surveys.id)`;
const respondents = sql<number>`(select count(*)::int from survey_respondents r where r.survey_id = surveys.id)`;

export function toSummary(
  row: SurveyRow,
  today: string,
  counts: { invited: number; respondents: number | null },
): SurveySummary {
  const launched = row.status !== 'draft';
  return {
    id: row.id,
    title: row.title,
    languages: row.languages,
    mode: row.mode,
    status: surveyStatusOn(row, today),
    questionCount: countQuestions(row.content),
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    recurrence: row.recurrence,
    invited: launched ? counts.invited : null,
    respondents:
      launched && counts.respondents !== null
        ? releasedRespondentCount(counts.respondents, row.scoreThreshold)
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDetail(
  row: SurveyRow,
  today: string,
  counts: { invited: number; respondents: number | null },
): SurveyDetail {
  return {
    ...toSummary(row, today, counts),
    description: row.description ?? null,
    content: row.content,
    audience: row.audience ?? null,
    thresholds: { scores: row.scoreThreshold, comments: row.commentThreshold },
  };
}

/**
 * The company's surveys, newest first, archived ones last. How many have answered is a count of
 * people, never of what they said; the results screen tells it group by group through the release.
 */
export async function readSurveys(db: Db, companyId: string, today: string): Promise<SurveySummary[]> {
  const rows = await db
    .select({ survey: surveys, invited, respondents })
    .from(surveys)
    .where(eq(surveys.companyId, companyId))
    .orderBy(sql`${surveys.status} = 'archived'`, desc(surveys.updatedAt));
  return rows.map((row) =>
    toSummary(row.survey, today, { invited: Number(row.invited), respondents: Number(row.respondents) }),
  );
}

/** One of the company's surveys; any other id, or another company's, is not found. */
export async function readSurveyRow(db: Db, companyId: string, surveyId: string): Promise<SurveyRow> {
  if (!isUuid(surveyId)) throw new AppError('RECORD_NOT_FOUND');
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.companyId, companyId), eq(surveys.id, surveyId)));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

export async function readSurveyDetail(
  db: Db,
  companyId: string,
  surveyId: string,
  today: string,
): Promise<SurveyDetail> {
  if (!isUuid(surveyId)) throw new AppError('RECORD_NOT_FOUND');
  const [row] = await db
    .select({ survey: surveys, invited, respondents })
    .from(surveys)
    .where(and(eq(surveys.companyId, companyId), eq(surveys.id, surveyId)));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return toDetail(row.survey, today, { invited: Number(row.invited), respondents: Number(row.respondents) });
}

export async function createSurvey(
  db: Db,
  options: { companyId: string; createdBy: string; draft: SurveyDraft; now: Date },
): Promise<string> {
  const thresholds = resolveSurveyThresholds({});
  const [created] = await db
    .insert(surveys)
    .values({
      companyId: options.companyId,
      createdBy: options.createdBy,
      ...options.draft,
      status: 'draft',
      scoreThreshold: thresholds.scores,
      commentThreshold: thresholds.comments,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .returning({ id: surveys.id });
  return created!.id;
}

/** Only a draft changes; the condition is in the update, so a launch at the same moment wins cleanly. */
export async function updateDraft(
  db: Db,
  options: { companyId: string; surveyId: string; draft: SurveyDraft; now: Date },
): Promise<void> {
  await readSurveyRow(db, options.companyId, options.surveyId);
  const updated = await db
    .update(surveys)
    .set({ ...options.draft, updatedAt: options.now })
    .where(and(eq(surveys.id, options.surveyId), eq(surveys.status, 'draft')))
    .returning({ id: surveys.id });
  if (updated.length === 0)
    throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'SURVEY_NOT_DRAFT' });
}

/** A new draft with the same texts and questions; nothing of who was asked or what they answered. */
export async function duplicateSurvey(
  db: Db,
  options: { companyId: string; surveyId: string; createdBy: string; now: Date },
): Promise<string> {
  const source = await readSurveyRow(db, options.companyId, options.surveyId);
  return createSurvey(db, {
    companyId: options.companyId,
    createdBy: options.createdBy,
    now: options.now,
    draft: {
      title: source.title,
      description: source.description ?? null,
      languages: source.languages,
      mode: source.mode,
      content: source.content,
    },
  });
}

export async function deleteDraft(db: Db, companyId: string, surveyId: string): Promise<void> {
  await readSurveyRow(db, companyId, surveyId);
  const deleted = await db
    .delete(surveys)
    .where(and(eq(surveys.id, surveyId), eq(surveys.status, 'draft'), eq(surveys.companyId, companyId)))
    .returning({ id: surveys.id });
  if (deleted.length === 0)
    throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'SURVEY_NOT_DRAFT' });
}
