import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { departmentGroup, releasedParticipation, teamGroup } from '@tera/domain';
import { surveyInvitees, surveyProgress, surveyRespondents, surveyResponses } from '../../db/schema/index.ts';
import type { SurveyRow } from './survey-store.ts';

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * The groups a response is labelled with: its person's frozen team and department, each only when
 * the release would show that group among everyone who has answered so far. Then every set of
 * responses sharing the same labels holds at least the threshold of respondents, and someone
 * reading the tables cannot narrow a person's answers down to fewer.
 */
async function labelsOf(tx: Db, survey: SurveyRow) {
  const rows = await tx
    .select({
      userId: surveyInvitees.userId,
      teamId: surveyInvitees.teamId,
      department: surveyInvitees.department,
    })
    .from(surveyInvitees)
    .innerJoin(
      surveyRespondents,
      and(
        eq(surveyRespondents.surveyId, surveyInvitees.surveyId),
        eq(surveyRespondents.userId, surveyInvitees.userId),
      ),
    )
    .where(eq(surveyInvitees.surveyId, survey.id));
  const shown = releasedParticipation(rows, survey.scoreThreshold);
  return new Map(
    rows.map((row) => [
      row.userId,
      {
        teamId: row.teamId && shown.has(teamGroup(row.teamId)) ? row.teamId : null,
        department: row.department && shown.has(departmentGroup(row.department)) ? row.department : null,
      },
    ]),
  );
}

/**
 * Moves submitted answers from their people's own rows into `survey_responses`: every period that
 * has ended (or all of them, when the survey closes), in one statement of shuffled rows with random
 * ids, so neither the order nor the transaction that wrote them follows anyone's submission.
 * See docs/decisions/019-surveys.md.
 */
export async function mixSurveyResponses(
  db: Db,
  survey: SurveyRow,
  options: { today: string; everything: boolean },
): Promise<void> {
  const due = and(
    eq(surveyProgress.surveyId, survey.id),
    isNotNull(surveyProgress.submittedPeriod),
    options.everything ? undefined : lt(surveyProgress.submittedPeriod, options.today),
  );
  // Most calls find nothing due: one indexed read, without a transaction's round trips.
  const [anyDue] = await db
    .select({ userId: surveyProgress.userId })
    .from(surveyProgress)
    .where(due)
    .limit(1);
  if (!anyDue) return;
  await db.transaction(async (tx) => {
    const pending = await tx
      .select({
        userId: surveyProgress.userId,
        answers: surveyProgress.answers,
        period: surveyProgress.submittedPeriod,
      })
      .from(surveyProgress)
      .where(due)
      .for('update');
    if (pending.length === 0) return;
    const labels = await labelsOf(tx, survey);
    const rows = shuffle(
      pending.map((entry) => ({
        surveyId: survey.id,
        ...(labels.get(entry.userId) ?? { teamId: null, department: null }),
        period: entry.period!,
        userId: survey.mode === 'confidential' ? entry.userId : null,
        answers: entry.answers,
      })),
    );
    for (let start = 0; start < rows.length; start += 1000) {
      await tx.insert(surveyResponses).values(rows.slice(start, start + 1000));
    }
    await tx.delete(surveyProgress).where(
      and(
        due,
        inArray(
          surveyProgress.userId,
          pending.map((entry) => entry.userId),
        ),
      ),
    );
  });
}
