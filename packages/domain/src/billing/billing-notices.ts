import { localParts } from '../checkin/local-time.ts';
import { addDays } from '../pulse/calendar-dates.ts';
import type { BillingNotificationType } from '../notifications/notification-types.ts';
import { PAST_DUE_GRACE_DAYS, type StandingTerms } from './subscription-standing.ts';

/** How many days before a trial ends its admins are told, once. */
export const TRIAL_NOTICE_DAYS = 3;

/**
 * When a company's admins are told about their subscription, in the company's calendar
 * (docs/product/billing.md#notices): the days a notice may go, the day the end it speaks of
 * falls on, and the first of those days, since one notice per trial end or failed period is
 * enough. Null when there is nothing to tell.
 */
export interface NoticeWindow {
  from: string;
  /** The last day before the trial ends, or before analytics pause for want of payment. */
  until: string;
  /** The day the trial ends, or the day analytics pause. */
  endsOn: string;
}

export function billingNoticeWindow(
  notice: BillingNotificationType,
  terms: StandingTerms & { currentPeriodStart: Date | string },
  timeZone: string,
): NoticeWindow | null {
  const dayOf = (instant: Date | string) => localParts(new Date(instant), timeZone).date;
  if (notice === 'trial_ending') {
    if (terms.status !== 'trial') return null;
    const endsOn = dayOf(terms.trialEnd ?? terms.currentPeriodEnd);
    return { from: addDays(endsOn, -TRIAL_NOTICE_DAYS), until: addDays(endsOn, -1), endsOn };
  }
  if (terms.status !== 'past_due') return null;
  // The provider moves the period on when it bills it, so a failed period is the current one.
  const endsOn = addDays(dayOf(terms.currentPeriodEnd), PAST_DUE_GRACE_DAYS);
  return { from: dayOf(terms.currentPeriodStart), until: addDays(endsOn, -1), endsOn };
}
