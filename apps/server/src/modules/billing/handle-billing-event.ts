import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { billingEvents } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import {
  applyProviderSubscription,
  companyOfProviderSubscription,
  storeProviderInvoice,
  subscriptionOfInvoice,
} from './apply-provider-subscription.ts';
import { askProvider, paymentProvider } from './stripe-client.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'clock' | 'logger'>;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription an event is about, whatever kind of object it carries. */
function subscriptionNamedBy(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return idOf(event.data.object.subscription);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end':
      return event.data.object.id;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return subscriptionOfInvoice(event.data.object);
    default:
      return null;
  }
}

/** Checks the signature over the raw body; a bad one is refused before anything is read. */
export async function verifyBillingEvent(
  deps: Pick<AppDeps, 'config'>,
  rawBody: string,
  signature: string | undefined,
) {
  const stripe = await paymentProvider(deps.config);
  if (!stripe) throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'PAYMENTS_NOT_CONFIGURED' });
  try {
    return stripe.webhooks.constructEvent(rawBody, signature ?? '', deps.config.STRIPE_WEBHOOK_SECRET!);
  } catch {
    throw new AppError('VALIDATION_ERROR', { reason: 'INVALID_SIGNATURE' });
  }
}

/**
 * Applies one provider event once (docs/product/billing.md#webhooks): the subscription it names is
 * read again from the provider, and the event id is stored in the same transaction as what it
 * changes, so a second delivery, or one racing the first, changes nothing.
 */
export async function handleBillingEvent(deps: Deps, event: Stripe.Event): Promise<void> {
  const stripe = (await paymentProvider(deps.config))!;
  const db = deps.database.db;
  const [seen] = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(eq(billingEvents.id, event.id));
  if (seen) return;
  const subscriptionId = subscriptionNamedBy(event);
  const subscription = subscriptionId
    ? await askProvider(() => stripe.subscriptions.retrieve(subscriptionId))
    : null;
  const invoice =
    event.type === 'invoice.paid' || event.type === 'invoice.payment_failed'
      ? await askProvider(() => stripe.invoices.retrieve(event.data.object.id!))
      : null;
  // Tera names the company on every subscription it starts; a company since deleted is no one's.
  const companyId = subscription ? await companyOfProviderSubscription(db, subscription) : null;
  const now = deps.clock.now();

  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!stored || !companyId) return;
    if (subscription) await applyProviderSubscription(tx, companyId, subscription, now);
    if (invoice) await storeProviderInvoice(tx, companyId, invoice, now);
  });
  // A failed payment and a trial ending are told to the admins by their notification types,
  // from the state stored here (docs/product/billing.md#notices).
  if (!companyId)
    deps.logger.warn({ eventId: event.id, type: event.type }, 'billing event for no known company');
}
