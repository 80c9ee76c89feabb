import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PLAN_CATALOGUE, planOfPriceKey, type SubscriptionStatus } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { billingInvoices, companies, companySubscriptions } from '../../db/schema/index.ts';
import { isUuid } from '../../db/row-id.ts';

/** Stripe's statuses in Tera's words (docs/product/billing.md#lifecycle). */
const STATUS_OF: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  trialing: 'trial',
  active: 'active',
  past_due: 'past_due',
  // The first payment has not gone through yet: payment is due.
  incomplete: 'past_due',
  unpaid: 'unpaid',
  paused: 'unpaid',
  canceled: 'cancelled',
  incomplete_expired: 'cancelled',
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * The company a provider subscription belongs to: the one Tera named when it started the checkout,
 * else the one already holding its subscription or customer id.
 */
export async function companyOfProviderSubscription(db: Db, subscription: Stripe.Subscription) {
  const named = isUuid(subscription.metadata?.companyId ?? '') ? subscription.metadata?.companyId : undefined;
  const customer = idOf(subscription.customer);
  const [row] = named
    ? await db.select({ id: companies.id }).from(companies).where(eq(companies.id, named))
    : await db
        .select({ id: companySubscriptions.companyId })
        .from(companySubscriptions)
        .where(
          or(
            eq(companySubscriptions.stripeSubscriptionId, subscription.id),
            customer ? eq(companySubscriptions.stripeCustomerId, customer) : undefined,
          ),
        );
  return row?.id ?? null;
}

/**
 * Stores the subscription as the provider states it now; plan, seats and features follow the
 * catalogue of the price's plan. A price Tera does not know changes nothing.
 */
export async function applyProviderSubscription(
  db: Db,
  companyId: string,
  subscription: Stripe.Subscription,
  now: Date,
): Promise<boolean> {
  const item = subscription.items.data[0];
  const bought = planOfPriceKey(item?.price.lookup_key);
  if (!item || !bought) return false;
  const plan = PLAN_CATALOGUE[bought.planType];
  const terms = {
    planType: bought.planType,
    status: STATUS_OF[subscription.status] ?? 'past_due',
    billingCycle: bought.cycle,
    pricePerMonth: plan.pricePerMonth,
    maxEmployees: plan.features.maxEmployees,
    features: plan.features,
    currentPeriodStart: dateOf(item.current_period_start) ?? now,
    currentPeriodEnd: dateOf(item.current_period_end) ?? now,
    trialStart: dateOf(subscription.trial_start),
    trialEnd: dateOf(subscription.trial_end),
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelledAt: dateOf(subscription.canceled_at),
    updatedAt: now,
  };
  await db
    .insert(companySubscriptions)
    .values({ companyId, createdAt: now, ...terms })
    .onConflictDoUpdate({ target: companySubscriptions.companyId, set: terms });
  return true;
}

const INVOICE_STATUSES = new Set(['draft', 'open', 'paid', 'uncollectible', 'void']);

/** Keeps an invoice as the provider states it, so the list needs no round trip. */
export async function storeProviderInvoice(db: Db, companyId: string, invoice: Stripe.Invoice, now: Date) {
  if (!invoice.id) return;
  const terms = {
    number: invoice.number ?? null,
    amountDue: invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status && INVOICE_STATUSES.has(invoice.status) ? invoice.status : 'open',
    pdfUrl: invoice.invoice_pdf ?? null,
    issuedAt: new Date(invoice.created * 1000),
    updatedAt: now,
  };
  await db
    .insert(billingInvoices)
    .values({ id: invoice.id, companyId, ...terms })
    .onConflictDoUpdate({ target: billingInvoices.id, set: terms });
}

export function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}
