import { BILLING_PLANS, type BillingSubscription, type BillingSummary, type Invoice } from '@tera/domain';
import { i18n } from '../lib/i18n';
import { fakeApi, type ApiAnswer, type ApiCall } from './fake-api';

export const BILLING_SLUG = 'acme';

export async function loadBillingTexts(): Promise<void> {
  await i18n.loadNamespaces(['billing']);
}

export function trialSubscription(overrides: Partial<BillingSubscription> = {}): BillingSubscription {
  return {
    planType: 'professional',
    status: 'trial',
    standing: 'in-force',
    billingCycle: 'monthly',
    currentPeriodStart: '2026-03-01T00:00:00.000Z',
    currentPeriodEnd: '2026-03-31T00:00:00.000Z',
    trialEnd: '2026-03-31T00:00:00.000Z',
    trialDaysLeft: 12,
    cancelAtPeriodEnd: false,
    isPaidOnline: false,
    ...overrides,
  };
}

export function paidSubscription(overrides: Partial<BillingSubscription> = {}): BillingSubscription {
  return trialSubscription({
    status: 'active',
    billingCycle: 'yearly',
    currentPeriodEnd: '2027-03-01T00:00:00.000Z',
    trialEnd: null,
    trialDaysLeft: null,
    isPaidOnline: true,
    ...overrides,
  });
}

export const INVOICES: Invoice[] = [
  {
    id: 'in_2',
    number: 'TERA-0002',
    issuedAt: '2026-03-01T09:00:00.000Z',
    amountDue: 399_000,
    currency: 'eur',
    status: 'paid',
    pdfUrl: 'https://pay.example/in_2.pdf',
  },
  {
    id: 'in_1',
    number: 'TERA-0001',
    issuedAt: '2026-02-01T09:00:00.000Z',
    amountDue: 39_900,
    currency: 'eur',
    status: 'open',
    pdfUrl: '/api/v1/companies/acme/billing/invoices/in_1/pdf',
  },
];

/**
 * The company's billing endpoints as the API answers them: cancel and resume change the stored
 * subscription, a checkout changes the plan at once, unless `override` answers the call.
 */
export function billingServer(
  options: {
    subscription?: BillingSubscription;
    paymentsConfigured?: boolean;
    seatsUsed?: number;
    invoices?: Invoice[];
    override?: (call: ApiCall) => ApiAnswer | undefined;
  } = {},
) {
  let subscription = options.subscription ?? trialSubscription();
  const base = `/api/v1/companies/${BILLING_SLUG}/billing`;
  const summary = (): BillingSummary => ({
    paymentsConfigured: options.paymentsConfigured ?? true,
    currency: 'eur',
    subscription,
    seats: { used: options.seatsUsed ?? 4, max: 10 },
    plans: [...BILLING_PLANS],
  });
  const answer = (call: ApiCall, fallback: () => ApiAnswer) => options.override?.(call) ?? fallback();
  return fakeApi({
    [`GET ${base}`]: (call) => answer(call, () => ({ status: 200, body: summary() })),
    [`GET ${base}/invoices`]: (call) =>
      answer(call, () => ({ status: 200, body: { invoices: options.invoices ?? INVOICES } })),
    [`POST ${base}/checkout`]: (call) =>
      answer(call, () => {
        const { planType, cycle } = call.body as {
          planType: BillingSubscription['planType'];
          cycle: 'monthly' | 'yearly';
        };
        subscription = paidSubscription({ planType, billingCycle: cycle });
        return { status: 200, body: { outcome: 'changed', subscription } };
      }),
    [`POST ${base}/checkout/confirm`]: (call) =>
      answer(call, () => ({ status: 200, body: { paid: true, subscription: paidSubscription() } })),
    [`POST ${base}/cancel`]: (call) =>
      answer(call, () => {
        subscription = { ...subscription, cancelAtPeriodEnd: true };
        return { status: 200, body: { subscription } };
      }),
    [`POST ${base}/resume`]: (call) =>
      answer(call, () => {
        subscription = { ...subscription, cancelAtPeriodEnd: false };
        return { status: 200, body: { subscription } };
      }),
    [`POST ${base}/portal`]: (call) =>
      answer(call, () => ({ status: 200, body: { url: 'https://pay.example/portal' } })),
  });
}
