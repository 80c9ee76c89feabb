import { eq } from 'drizzle-orm';
import { DEFAULT_TRIAL_DAYS, PLAN_CATALOGUE } from '@tera/domain';
import type { Db } from '../db/database.ts';
import { billingInvoices, companySubscriptions } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** Days ago each monthly Starter invoice was issued, oldest first. */
const STARTER_MONTHS = [108, 78, 48] as const;
/** The Professional trial began this many days ago, when the Starter months ended. */
export const DEMO_TRIAL_STARTED_DAYS_AGO = 18;

/**
 * The demo company's billing as a newcomer would meet it: three paid months of Starter, then a
 * free trial of Professional with twelve days left, so the billing page has a trial to count down,
 * plans to choose from, and invoices to list. Nothing here needs a payment provider: the invoices
 * are stored as the provider would have reported them, without a PDF.
 */
export async function seedDemoBilling(db: Db, companyId: string, now: Date): Promise<void> {
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const professional = PLAN_CATALOGUE.professional;
  const trialStart = day(DEMO_TRIAL_STARTED_DAYS_AGO);
  const trialEnd = new Date(trialStart.getTime() + DEFAULT_TRIAL_DAYS * DAY_MS);
  await db
    .update(companySubscriptions)
    .set({
      planType: 'professional',
      status: 'trial',
      billingCycle: 'monthly',
      trialStart,
      trialEnd,
      currentPeriodStart: trialStart,
      currentPeriodEnd: trialEnd,
      pricePerMonth: professional.pricePerMonth,
      maxEmployees: professional.features.maxEmployees,
      features: professional.features,
      updatedAt: trialStart,
    })
    .where(eq(companySubscriptions.companyId, companyId));
  await db.insert(billingInvoices).values(
    STARTER_MONTHS.map((daysAgo, index) => ({
      id: `demo_invoice_${index + 1}`,
      companyId,
      number: `TERA-DEMO-${String(index + 1).padStart(4, '0')}`,
      amountDue: PLAN_CATALOGUE.starter.pricePerMonth * 100,
      currency: 'eur',
      status: 'paid',
      pdfUrl: null,
      issuedAt: day(daysAgo),
      updatedAt: day(daysAgo),
    })),
  );
}
