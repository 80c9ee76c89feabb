import {
  buildTrialSubscription,
  checkPlanChange,
  planPriceKey,
  type CheckoutRequest,
  type CheckoutResponse,
} from '@tera/domain';
import { companySubscriptions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { countSeats, type CompanyInScope } from '../people/company-seats.ts';
import { applyProviderSubscription } from './apply-provider-subscription.ts';
import { presentBillingSubscription, readSubscriptionRow } from './billing-subscription.ts';
import { askProvider, priceForKey, requirePaymentProvider } from './stripe-client.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'clock'>;

/** Refused when the company's people and pending invitations do not fit the plan. */
async function requirePlanFits(deps: Deps, company: CompanyInScope, request: CheckoutRequest) {
  const seats = await countSeats(deps.database.db, company, deps.clock.now());
  const change = checkPlanChange(request.planType, seats.used);
  if (!change.allowed) {
    throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'PLAN_TOO_SMALL' });
  }
}

/**
 * A company that pays online changes plan or cycle at once (the provider prorates); any other
 * goes to the provider's checkout page (docs/product/billing.md#changing-plan).
 */
export async function startCheckout(
  deps: Deps,
  company: CompanyInScope,
  payer: { email: string; appAddress: string },
  request: CheckoutRequest,
): Promise<CheckoutResponse> {
  const stripe = await requirePaymentProvider(deps.config);
  await requirePlanFits(deps, company, request);
  const db = deps.database.db;
  const price = await priceForKey(stripe, planPriceKey(request.planType, request.cycle));
  const row = await readSubscriptionRow(db, company.id);

  if (row?.stripeSubscriptionId && row.status !== 'cancelled') {
    const current = await askProvider(() => stripe.subscriptions.retrieve(row.stripeSubscriptionId!));
    const item = current.items.data[0];
    const changed = await askProvider(() =>
      stripe.subscriptions.update(current.id, {
        items: [{ ...(item && { id: item.id }), price }],
        proration_behavior: 'create_prorations',
      }),
    );
    const now = deps.clock.now();
    await applyProviderSubscription(db, company.id, changed, now);
    return {
      outcome: 'changed',
      subscription: presentBillingSubscription(await readSubscriptionRow(db, company.id), now),
    };
  }

  const customer =
    row?.stripeCustomerId ??
    (
      await askProvider(() =>
        stripe.customers.create({
          email: payer.email,
          name: company.name,
          metadata: { companyId: company.id },
        }),
      )
    ).id;
  if (!row?.stripeCustomerId) await rememberCustomer(deps, company.id, customer);
  const billingPage = `${payer.appAddress}/empresa/${company.slug}/admin/billing`;
  const session = await askProvider(() =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: company.id,
      line_items: [{ price, quantity: 1 }],
      subscription_data: { metadata: { companyId: company.id } },
      metadata: { companyId: company.id },
      success_url: `${billingPage}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: billingPage,
    }),
  );
  if (!session.url) throw new Error('Stripe gave a checkout session without a page');
  return { outcome: 'redirect', url: session.url };
}

/** Keeps the provider's customer id, creating the trial row for a company that has none yet. */
async function rememberCustomer(deps: Deps, companyId: string, customerId: string) {
  const now = deps.clock.now();
  const trial = buildTrialSubscription(now);
  await deps.database.db
    .insert(companySubscriptions)
    .values({
      companyId,
      planType: trial.planType,
      status: trial.status,
      currentPeriodStart: now,
      currentPeriodEnd: new Date(trial.currentPeriodEnd),
      trialStart: now,
      trialEnd: new Date(trial.currentPeriodEnd),
      billingCycle: trial.billingCycle,
      pricePerMonth: trial.pricePerMonth,
      maxEmployees: trial.maxEmployees,
      features: trial.features,
      stripeCustomerId: customerId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: companySubscriptions.companyId,
      set: { stripeCustomerId: customerId, updatedAt: now },
    });
}
