import type Stripe from 'stripe';
import type { Db } from '../../db/database.ts';
import { applyProviderSubscription, storeProviderInvoice } from './apply-provider-subscription.ts';
import { askProvider } from './stripe-client.ts';

/**
 * Reads a subscription and its invoices from the provider and stores them as they stand now, so
 * whatever Tera was told before, or in whatever order, the provider's present state wins.
 */
export async function syncFromProvider(
  stripe: Stripe,
  db: Db,
  companyId: string,
  subscriptionId: string,
  now: Date,
): Promise<Stripe.Subscription> {
  const subscription = await askProvider(() => stripe.subscriptions.retrieve(subscriptionId));
  const invoices = await askProvider(() => stripe.invoices.list({ subscription: subscriptionId, limit: 24 }));
  await db.transaction(async (tx) => {
    await applyProviderSubscription(tx, companyId, subscription, now);
    for (const invoice of invoices.data) await storeProviderInvoice(tx, companyId, invoice, now);
  });
  return subscription;
}
