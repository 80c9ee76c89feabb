import { addDays, isBillingNotification, isSurveyNotification, localParts } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { billingSubjects } from './billing-subjects.ts';
import type { DueSchedule } from './claim-occurrences.ts';
import { surveySubjects } from './survey-subjects.ts';

/**
 * What one delivery of a type is about (a survey, a subscription), the people's local days it may
 * go on, and, for a type sent once, the day from which one already sent counts.
 */
export interface NotificationSubject {
  id: string;
  days: string[];
  onceSince: string | null;
}

/**
 * The company's yesterday to tomorrow around its today: every local day a person anywhere may be
 * living when a schedule comes due.
 */
export function daysAround(now: Date, timeZone: string): string[] {
  const today = localParts(now, timeZone).date;
  return [-2, -1, 0, 1].map((offset) => addDays(today, offset));
}

/** The subjects of a schedule due now; null for the types that are about no one thing. */
export async function subjectsFor(
  db: Db,
  schedule: DueSchedule,
  now: Date,
): Promise<NotificationSubject[] | null> {
  const { type, companyId, companyTimeZone } = schedule;
  if (isSurveyNotification(type)) return surveySubjects(db, type, companyId, companyTimeZone, now);
  if (isBillingNotification(type)) return billingSubjects(db, type, companyId, companyTimeZone, now);
  return null;
}
