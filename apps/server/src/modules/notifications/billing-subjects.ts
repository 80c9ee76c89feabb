import { eq } from 'drizzle-orm';
import { billingNoticeWindow, type BillingNotificationType, type NoticeWindow } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companySubscriptions } from '../../db/schema/index.ts';
import { daysAround, type NotificationSubject } from './notification-subjects.ts';

async function subscriptionOf(db: Db, where: ReturnType<typeof eq>) {
  const [subscription] = await db
    .select({
      id: companySubscriptions.id,
      status: companySubscriptions.status,
      currentPeriodStart: companySubscriptions.currentPeriodStart,
      currentPeriodEnd: companySubscriptions.currentPeriodEnd,
      trialEnd: companySubscriptions.trialEnd,
    })
    .from(companySubscriptions)
    .where(where);
  return subscription ?? null;
}

/**
 * The company's subscription, when a billing notice has something to tell now: the days of its
 * window around today, sent once from the window's first day (docs/product/billing.md#notices).
 */
export async function billingSubjects(
  db: Db,
  type: BillingNotificationType,
  companyId: string,
  companyTimeZone: string,
  now: Date,
): Promise<NotificationSubject[]> {
  const subscription = await subscriptionOf(db, eq(companySubscriptions.companyId, companyId));
  const window = subscription && billingNoticeWindow(type, subscription, companyTimeZone);
  if (!subscription || !window) return [];
  const days = daysAround(now, companyTimeZone).filter((day) => day >= window.from && day <= window.until);
  return days.length > 0 ? [{ id: subscription.id, days, onceSince: window.from }] : [];
}

/** A notice's window as its mail tells it, read again when it is sent: null once resolved. */
export async function noticeWindowOf(
  db: Db,
  type: BillingNotificationType,
  subscriptionId: string,
  companyTimeZone: string,
): Promise<NoticeWindow | null> {
  const subscription = await subscriptionOf(db, eq(companySubscriptions.id, subscriptionId));
  return subscription && billingNoticeWindow(type, subscription, companyTimeZone);
}
