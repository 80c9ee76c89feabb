import { sql } from 'drizzle-orm';
import {
  surveyReminderDays,
  surveyStatusOn,
  textIn,
  type LocalizedText,
  type SupportedLanguage,
  type SurveyNotificationType,
  type SurveyStatus,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { daysAround, type NotificationSubject } from './notification-subjects.ts';

interface SurveyRow {
  id: string;
  status: SurveyStatus;
  opensOn: string | null;
  closesOn: string | null;
}

/**
 * The company's surveys a survey type may mail about now, each with its days: every day it is
 * open for an invitation, sent once, its reminder days for a reminder
 * (docs/product/surveys.md#reminders).
 */
export async function surveySubjects(
  db: Db,
  type: SurveyNotificationType,
  companyId: string,
  companyTimeZone: string,
  now: Date,
): Promise<NotificationSubject[]> {
  const surveys = await queryRows<SurveyRow>(
    db,
    sql`select id, status, opens_on::text as "opensOn", closes_on::text as "closesOn"
        from surveys where company_id = ${companyId} and status in ('scheduled', 'open')`,
  );
  const window = daysAround(now, companyTimeZone);
  return surveys.flatMap((survey) => {
    const { opensOn, closesOn } = survey;
    if (opensOn === null || closesOn === null) return [];
    const open = window.filter((day) => day >= opensOn && surveyStatusOn(survey, day) === 'open');
    const reminderDays = type === 'survey_reminder' ? surveyReminderDays(opensOn, closesOn) : null;
    const days = reminderDays ? open.filter((day) => reminderDays.includes(day)) : open;
    if (days.length === 0) return [];
    return [{ id: survey.id, days, onceSince: type === 'survey_invitation' ? opensOn : null }];
  });
}

export interface SurveyForMail {
  title: LocalizedText;
  languages: SupportedLanguage[];
  status: SurveyStatus;
  opensOn: string | null;
  closesOn: string | null;
}

/** A survey as its mails name it, read once per scheduler pass. */
export function surveysForMail(db: Db): (id: string) => Promise<SurveyForMail | null> {
  const read = new Map<string, Promise<SurveyForMail | null>>();
  return (id) => {
    let survey = read.get(id);
    if (!survey) {
      survey = queryRows<SurveyForMail>(
        db,
        sql`select title, languages, status, opens_on::text as "opensOn", closes_on::text as "closesOn"
            from surveys where id = ${id}`,
      ).then((rows) => rows[0] ?? null);
      read.set(id, survey);
    }
    return survey;
  };
}

/** The survey's title in the reader's language, else in its own. */
export function surveyTitle(survey: SurveyForMail, language: SupportedLanguage): string {
  return textIn(survey.title, language, survey.languages);
}
