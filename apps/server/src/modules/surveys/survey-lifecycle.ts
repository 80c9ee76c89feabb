import { and, eq, inArray } from 'drizzle-orm';
import {
  addDays,
  canTransition,
  nextOccurrence,
  questionsOf,
  statusAfter,
  surveyStatusOn,
  type SurveyAudience,
  type SurveyLaunch,
  type SurveyTransition,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { surveyInvitees, surveys, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { mixSurveyResponses } from './mix-survey-responses.ts';
import { readSurveyRow, type SurveyRow } from './survey-store.ts';

const statusRefusal = () => new AppError('VALIDATION_ERROR', { status: 409, reason: 'SURVEY_STATUS_CHANGE' });

async function lockSurvey(tx: Db, companyId: string, surveyId: string): Promise<SurveyRow> {
  await readSurveyRow(tx, companyId, surveyId);
  const [row] = await tx
    .select()
    .from(surveys)
    .where(and(eq(surveys.companyId, companyId), eq(surveys.id, surveyId)))
    .for('update');
  return row!;
}

/** Everyone active in the audience, each with their team and department as they stand now. */
async function freezeAudience(tx: Db, survey: SurveyRow, audience: SurveyAudience): Promise<number> {
  const inCompany = and(eq(userProfiles.companyId, survey.companyId), eq(userProfiles.isActive, true));
  const people = await tx
    .select({ userId: userProfiles.id, teamId: userProfiles.teamId, department: userProfiles.department })
    .from(userProfiles)
    .where(
      audience.kind === 'teams'
        ? and(inCompany, inArray(userProfiles.teamId, audience.teamIds))
        : audience.kind === 'departments'
          ? and(inCompany, inArray(userProfiles.department, audience.departments))
          : inCompany,
    );
  await tx.delete(surveyInvitees).where(eq(surveyInvitees.surveyId, survey.id));
  const rows = people.map((person) => ({
    surveyId: survey.id,
    userId: person.userId,
    teamId: person.teamId,
    department: person.department?.trim() || null,
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(surveyInvitees).values(rows.slice(start, start + 1000));
  }
  return rows.length;
}

export async function launchSurvey(
  db: Db,
  options: { companyId: string; surveyId: string; launch: SurveyLaunch; today: string; now: Date },
): Promise<void> {
  const { launch, today } = options;
  if (launch.opensOn < today) {
    throw new AppError('VALIDATION_ERROR', { fields: { opensOn: ['validation.inPast'] } });
  }
  await db.transaction(async (tx) => {
    const survey = await lockSurvey(tx, options.companyId, options.surveyId);
    if (!canTransition(survey.status, 'launch')) throw statusRefusal();
    if (questionsOf(survey.content).length === 0) {
      throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'SURVEY_EMPTY' });
    }
    if ((await freezeAudience(tx, survey, launch.audience)) === 0) {
      throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'SURVEY_AUDIENCE_EMPTY' });
    }
    await tx
      .update(surveys)
      .set({
        status: statusAfter('launch', launch.opensOn, today),
        audience: launch.audience,
        opensOn: launch.opensOn,
        closesOn: launch.closesOn,
        recurrence: launch.recurrence,
        nextPeriod: launch.opensOn,
        updatedAt: options.now,
      })
      .where(eq(surveys.id, survey.id));
  });
}

/**
 * Closing releases every answer given so far, so later answers (after a reopening) carry a period
 * after any released; a recurring survey schedules its next run, asked of its audience as it stands.
 */
async function closeLocked(tx: Db, survey: SurveyRow, today: string, now: Date): Promise<void> {
  const from = survey.nextPeriod && survey.nextPeriod > today ? survey.nextPeriod : today;
  await tx
    .update(surveys)
    .set({ status: 'closed', nextPeriod: addDays(from, 1), updatedAt: now })
    .where(eq(surveys.id, survey.id));
  const next =
    survey.opensOn && survey.closesOn
      ? nextOccurrence({ opensOn: survey.opensOn, closesOn: survey.closesOn }, survey.recurrence)
      : null;
  if (!next || !survey.audience) return;
  const [created] = await tx
    .insert(surveys)
    .values({
      companyId: survey.companyId,
      title: survey.title,
      description: survey.description,
      languages: survey.languages,
      mode: survey.mode,
      content: survey.content,
      status: statusAfter('launch', next.opensOn, today),
      audience: survey.audience,
      opensOn: next.opensOn,
      closesOn: next.closesOn,
      recurrence: survey.recurrence,
      scoreThreshold: survey.scoreThreshold,
      commentThreshold: survey.commentThreshold,
      nextPeriod: next.opensOn,
      createdBy: survey.createdBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await freezeAudience(tx, created!, survey.audience);
}

/**
 * Brings a survey's stored status up to the company's calendar: a scheduled survey whose day has
 * come is open, an open one whose closing day has passed is closed as if closed by hand.
 */
export async function settleSurvey(db: Db, survey: SurveyRow, today: string, now: Date): Promise<SurveyRow> {
  const status = surveyStatusOn(survey, today);
  if (status === survey.status) return survey;
  const settled = await db.transaction(async (tx) => {
    const locked = await lockSurvey(tx, survey.companyId, survey.id);
    const current = surveyStatusOn(locked, today);
    if (current === locked.status) return locked;
    if (current === 'closed') await closeLocked(tx, locked, today, now);
    else await tx.update(surveys).set({ status: current }).where(eq(surveys.id, locked.id));
    return (await tx.select().from(surveys).where(eq(surveys.id, locked.id)))[0]!;
  });
  if (settled.status === 'closed') await mixSurveyResponses(db, settled, { today, everything: true });
  return settled;
}

export async function changeSurveyStatus(
  db: Db,
  options: {
    companyId: string;
    surveyId: string;
    transition: Exclude<SurveyTransition, 'launch'>;
    closesOn?: string;
    today: string;
    now: Date;
  },
): Promise<void> {
  const { transition, today, now } = options;
  const stored = await readSurveyRow(db, options.companyId, options.surveyId);
  await settleSurvey(db, stored, today, now);
  await db.transaction(async (tx) => {
    const survey = await lockSurvey(tx, options.companyId, options.surveyId);
    if (!canTransition(survey.status, transition)) throw statusRefusal();
    switch (transition) {
      case 'close':
        return closeLocked(tx, survey, today, now);
      case 'reopen':
        if (!options.closesOn || options.closesOn < today) {
          throw new AppError('VALIDATION_ERROR', { fields: { closesOn: ['validation.inPast'] } });
        }
        await tx
          .update(surveys)
          .set({ status: 'open', closesOn: options.closesOn, updatedAt: now })
          .where(eq(surveys.id, survey.id));
        return;
      case 'unschedule':
        await tx.delete(surveyInvitees).where(eq(surveyInvitees.surveyId, survey.id));
        await tx.update(surveys).set({ status: 'draft', updatedAt: now }).where(eq(surveys.id, survey.id));
        return;
      case 'archive':
        await tx.update(surveys).set({ status: 'archived', updatedAt: now }).where(eq(surveys.id, survey.id));
        return;
    }
  });
  if (transition === 'close') {
    await mixSurveyResponses(db, await readSurveyRow(db, options.companyId, options.surveyId), {
      today,
      everything: true,
    });
  }
}
