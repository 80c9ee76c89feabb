import { eq } from 'drizzle-orm';
import { DEFAULT_TRIAL_DAYS, PLAN_CATALOGUE, type AdminSubscription, type PlanChange } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companies, companySubscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { readSubscriptionOf } from './list-subscriptions.ts';

const DAY_MS = 86_400_000;

/**
 * Puts a company on a plan by hand, as when it pays outside the app: price, seat limit and
 * features all come from the plan catalogue, and a new period of the default length starts now.
 * A company that never had a subscription row gets one.
 */
export async function setCompanyPlan(
  db: Db,
  companyId: string,
  change: PlanChange,
  now: Date,
): Promise<AdminSubscription> {
  const plan = PLAN_CATALOGUE[change.planType];
  const terms = {
    planType: change.planType,
    status: change.status,
    pricePerMonth: plan.pricePerMonth,
    maxEmployees: plan.features.maxEmployees,
    features: plan.features,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + DEFAULT_TRIAL_DAYS * DAY_MS),
    cancelledAt: change.status === 'cancelled' ? now : null,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company) throw new AppError('RECORD_NOT_FOUND');
    await tx
      .insert(companySubscriptions)
      .values({ companyId, billingCycle: 'monthly', createdAt: now, ...terms })
      .onConflictDoUpdate({ target: companySubscriptions.companyId, set: terms });
  });
  const saved = await readSubscriptionOf(db, companyId);
  if (!saved) throw new AppError('RECORD_NOT_FOUND');
  return saved;
}
