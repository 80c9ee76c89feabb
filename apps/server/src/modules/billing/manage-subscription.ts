import type { BillingSubscription } from '@tera/domain';
import type { AppDeps } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyInScope } from '../people/company-seats.ts';
import { applyProviderSubscription } from './apply-provider-subscription.ts';
import { presentBillingSubscription, readSubscriptionRow } from './billing-subscription.ts';
import { askProvider, requirePaymentProvider } from './stripe-client.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'clock'>;

const notPaidOnline = () => new AppError('VALIDATION_ERROR', { status: 409, reason: 'NOT_PAID_ONLINE' });

/** Cancels at the end of the period (or takes that back): the company keeps its plan until then. */
export async function setCancelAtPeriodEnd(
  deps: Deps,
  company: CompanyInScope,
  cancel: boolean,
): Promise<BillingSubscription> {
  const stripe = await requirePaymentProvider(deps.config);
  const db = deps.database.db;
  const row = await readSubscriptionRow(db, company.id);
  if (!row?.stripeSubscriptionId || row.status === 'cancelled') throw notPaidOnline();
  const updated = await askProvider(() =>
    stripe.subscriptions.update(row.stripeSubscriptionId!, { cancel_at_period_end: cancel }),
  );
  const now = deps.clock.now();
  await applyProviderSubscription(db, company.id, updated, now);
  return presentBillingSubscription(await readSubscriptionRow(db, company.id), now);
}

/** The provider's customer portal: payment method, billing details and past invoices. */
export async function openCustomerPortal(
  deps: Deps,
  company: CompanyInScope,
  appAddress: string,
): Promise<string> {
  const stripe = await requirePaymentProvider(deps.config);
  const row = await readSubscriptionRow(deps.database.db, company.id);
  if (!row?.stripeCustomerId) throw notPaidOnline();
  const portal = await askProvider(() =>
    stripe.billingPortal.sessions.create({
      customer: row.stripeCustomerId!,
      return_url: `${appAddress}/empresa/${company.slug}/admin/billing/management`,
    }),
  );
  return portal.url;
}
