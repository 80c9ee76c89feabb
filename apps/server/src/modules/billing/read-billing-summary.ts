import { BILLING_PLANS, type BillingSummary } from '@tera/domain';
import { isPaymentsConfigured } from '../../config.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { countSeats, type CompanyInScope } from '../people/company-seats.ts';
import { presentBillingSubscription, readSubscriptionRow } from './billing-subscription.ts';

export async function readBillingSummary(
  deps: Pick<AppDeps, 'config' | 'database' | 'clock'>,
  company: CompanyInScope,
): Promise<BillingSummary> {
  const now = deps.clock.now();
  const db = deps.database.db;
  const row = await readSubscriptionRow(db, company.id);
  return {
    paymentsConfigured: isPaymentsConfigured(deps.config),
    currency: deps.config.BILLING_CURRENCY,
    subscription: presentBillingSubscription(row, now),
    seats: await countSeats(db, company, now),
    plans: [...BILLING_PLANS],
  };
}
