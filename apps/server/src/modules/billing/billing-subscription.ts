import { eq } from 'drizzle-orm';
import {
  buildTrialSubscription,
  subscriptionStanding,
  trialDaysLeft,
  type BillingSubscription,
} from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companySubscriptions } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof companySubscriptions.$inferSelect;

export async function readSubscriptionRow(db: Db, companyId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(companySubscriptions)
    .where(eq(companySubscriptions.companyId, companyId));
  return row ?? null;
}

/** What the billing pages show of a subscription; a company without a row is on the trial default. */
export function presentBillingSubscription(row: SubscriptionRow | null, now: Date): BillingSubscription {
  if (!row) {
    const trial = buildTrialSubscription(now);
    return {
      planType: trial.planType,
      status: trial.status,
      standing: subscriptionStanding(trial, now),
      billingCycle: trial.billingCycle,
      currentPeriodStart: trial.currentPeriodStart,
      currentPeriodEnd: trial.currentPeriodEnd,
      trialEnd: trial.trialEnd,
      trialDaysLeft: trialDaysLeft(trial, now),
      cancelAtPeriodEnd: false,
      isPaidOnline: false,
    };
  }
  return {
    planType: row.planType,
    status: row.status,
    standing: subscriptionStanding(row, now),
    billingCycle: row.billingCycle === 'yearly' ? 'yearly' : 'monthly',
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    trialEnd: row.trialEnd?.toISOString() ?? null,
    trialDaysLeft: trialDaysLeft(row, now),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    isPaidOnline: row.stripeSubscriptionId !== null,
  };
}
