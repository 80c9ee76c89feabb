import { eq, inArray } from 'drizzle-orm';
import { localParts, readCompanySettings, surveyStatusOn } from '@tera/domain';
import { companies, surveys } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { startMinuteJob } from '../../platform/minute-job.ts';
import { mixSurveyResponses } from './mix-survey-responses.ts';
import { settleSurvey } from './survey-lifecycle.ts';

/**
 * Brings every scheduled or open survey up to its company's calendar, so a survey whose closing
 * day has ended is closed, its answers released and a recurring one's next run scheduled though
 * nobody opens it (docs/product/surveys.md#statuses), and an open survey's answers of days that
 * have ended are mixed into its responses (docs/decisions/019-surveys.md). Settling and mixing
 * lock what they move, so instances running it together do each once. Returns how many moved.
 */
export async function settleDueSurveys(deps: Pick<AppDeps, 'database'>, now: Date): Promise<number> {
  const db = deps.database.db;
  const rows = await db
    .select({ survey: surveys, settings: companies.settings })
    .from(surveys)
    .innerJoin(companies, eq(companies.id, surveys.companyId))
    .where(inArray(surveys.status, ['scheduled', 'open']));
  let settled = 0;
  for (const { survey, settings } of rows) {
    const today = localParts(now, readCompanySettings(settings).time_zone).date;
    let current = survey;
    if (surveyStatusOn(survey, today) !== survey.status) {
      current = await settleSurvey(db, survey, today, now);
      settled += 1;
    }
    if (current.status === 'open') await mixSurveyResponses(db, current, { today, everything: false });
  }
  return settled;
}

export function startSurveyCalendar(deps: AppDeps): () => Promise<void> {
  return startMinuteJob(deps.logger, 'survey calendar pass', async () => {
    const settled = await settleDueSurveys(deps, deps.clock.now());
    if (settled > 0) deps.logger.info({ settled }, 'surveys settled');
  });
}
