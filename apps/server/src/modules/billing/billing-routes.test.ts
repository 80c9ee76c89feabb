import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { createTestApp, jsonRequest, type TestApp } from '../../../test/support/test-app.ts';
import { as, signUp, type TestPerson } from '../../../test/support/sessions.ts';
import { createCompanyAs, joinCompany } from '../../../test/support/company-people.ts';
import { startSmtpSink, type ReceivedMail } from '../../../test/support/smtp-sink.ts';
import { dispatchDue } from '../notifications/dispatch-due.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/support/fake-stripe.ts';
import { billingEvents, companies, companySubscriptions, invitations } from '../../db/schema/index.ts';
import { setCompanyPlan } from '../super-admin/set-company-plan.ts';

interface ErrorBody {
  error: { code: string; reason?: string; blockReason?: string };
}
interface SubscriptionBody {
  planType: string;
  status: string;
  standing: string;
  billingCycle: string;
  currentPeriodEnd: string;
  trialDaysLeft: number | null;
  cancelAtPeriodEnd: boolean;
  isPaidOnline: boolean;
}
interface SummaryBody {
  paymentsConfigured: boolean;
  currency: string;
  subscription: SubscriptionBody;
  seats: { used: number; max: number };
  plans: { type: string; isPopular: boolean; monthlyPrice: number; yearlyPrice: number }[];
}

// The app's clock reads Monday 2 March 2026 at 11:00 in Madrid; the notices go at 09:00.
const NEXT_MORNING = new Date('2026-03-03T08:01:00Z');
const DAY_AFTER = new Date('2026-03-04T08:01:00Z');

const CHECKIN = {
  energy: 7,
  mental_pressure: 3,
  personal_concerns: 2,
  motivation: 8,
  work_modality: 'office',
  day_dynamics: ['calm_day'],
  personal_conditions: [],
  special_situations: null,
};

async function companyIdOf(app: TestApp, slug: string): Promise<string> {
  const [row] = await app.deps.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, slug));
  return row!.id;
}

describe('billing without online payment', () => {
  let app: TestApp;
  let admin: TestPerson;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    admin = await signUp(app, { email: 'admin@sinpago.test' });
    await createCompanyAs(app, admin, 'sinpago', 'Sin Pago');
  }, 60_000);
  afterAll(() => app.dispose());

  it('shows the plans, the trial and the seats, and says payment is not configured', async () => {
    const response = await app.request('/api/v1/companies/sinpago/billing', as(admin));
    expect(response.status).toBe(200);
    const body = (await response.json()) as SummaryBody;
    expect(body).toMatchObject({
      paymentsConfigured: false,
      currency: 'eur',
      seats: { used: 1, max: 10 },
      subscription: { planType: 'professional', status: 'trial', standing: 'in-force', trialDaysLeft: 30 },
    });
    expect(body.plans.map((p) => [p.type, p.monthlyPrice, p.yearlyPrice, p.isPopular])).toEqual([
      ['starter', 200, 2000, false],
      ['professional', 399, 3990, true],
      ['scaleUp', 599, 5990, false],
      ['enterprise', 999, 9990, false],
    ]);
  });

  it('refuses every call that needs the provider with PAYMENTS_NOT_CONFIGURED', async () => {
    const calls = [
      ['checkout', { planType: 'starter', cycle: 'monthly' }],
      ['checkout/confirm', { sessionId: 'cs_test_x' }],
      ['portal', undefined],
      ['cancel', undefined],
      ['resume', undefined],
    ] as const;
    for (const [path, body] of calls) {
      const response = await app.request(
        `/api/v1/companies/sinpago/billing/${path}`,
        as(admin, body ? jsonRequest('POST', body) : { method: 'POST' }),
      );
      expect(response.status, path).toBe(409);
      expect(((await response.json()) as ErrorBody).error.reason).toBe('PAYMENTS_NOT_CONFIGURED');
    }
    const webhook = await app.request('/api/v1/billing/webhook', { method: 'POST', body: '{}' });
    expect(webhook.status).toBe(409);
  });

  it('shows a plan a super-admin set by hand just as a paid one', async () => {
    await setCompanyPlan(
      app.deps.database.db,
      await companyIdOf(app, 'sinpago'),
      { planType: 'starter', status: 'active' },
      app.deps.clock.now(),
    );
    const body = (await (
      await app.request('/api/v1/companies/sinpago/billing', as(admin))
    ).json()) as SummaryBody;
    expect(body.subscription).toMatchObject({ planType: 'starter', status: 'active', isPaidOnline: false });
    expect(body.seats.max).toBe(25);
    const invoices = await app.request('/api/v1/companies/sinpago/billing/invoices', as(admin));
    expect(await invoices.json()).toEqual({ invoices: [] });
  });
});

describe('billing on Stripe', () => {
  let app: TestApp;
  let stripe: FakeStripe;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let admin: TestPerson;
  let employee: TestPerson;
  let acmeId: string;

  const billing = (path = '', person = admin, init: RequestInit = {}) =>
    app.request(`/api/v1/companies/acme/billing${path}`, as(person, init));
  const summary = async () => (await (await billing()).json()) as SummaryBody;
  const post = (path: string, body?: unknown) =>
    billing(path, admin, body === undefined ? { method: 'POST' } : jsonRequest('POST', body));
  const deliver = (event: { body: string; signature: string }) =>
    app.request('/api/v1/billing/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.body,
    });
  const storedEvents = async () =>
    Number((await app.deps.database.db.select({ n: count() }).from(billingEvents))[0]!.n);
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
  const isBillingNotice = (mail: ReceivedMail) => /administras la empresa en Tera/.test(mail.decoded);

  async function subscribe(planType: string, cycle: string) {
    const started = await post('/checkout', { planType, cycle });
    expect(started.status).toBe(200);
    const { outcome, url } = (await started.json()) as { outcome: string; url: string };
    expect(outcome).toBe('redirect');
    const sessionId = url.split('/').at(-1)!;
    return sessionId;
  }

  beforeAll(async () => {
    smtp = await startSmtpSink();
    stripe = await startFakeStripe({ now: () => app.deps.clock.now() });
    app = await createTestApp({
      TRUST_PROXY: 'true',
      SMTP_URL: smtp.url,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    });
    admin = await signUp(app, { email: 'admin@acme.test', name: 'Ada Admin' });
    await createCompanyAs(app, admin, 'acme', 'Acme Labs');
    employee = await joinCompany(app, admin, 'acme', { email: 'eva@acme.test', name: 'Eva' });
    acmeId = await companyIdOf(app, 'acme');
  }, 60_000);
  afterAll(async () => {
    await app.dispose();
    await stripe.stop();
    await smtp.stop();
  });

  it('is the admins’ alone: an employee is refused', async () => {
    expect((await billing('', employee)).status).toBe(403);
  });

  it('sends a new subscription to checkout, and takes it as paid only when Stripe says so', async () => {
    const sessionId = await subscribe('professional', 'yearly');
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: acmeId });
    expect(String(session.success_url)).toContain('/empresa/acme/admin/billing/success?session_id=');

    const early = await post('/checkout/confirm', { sessionId });
    expect(await early.json()).toMatchObject({
      paid: false,
      subscription: { status: 'trial', isPaidOnline: false },
    });

    stripe.completeCheckout(sessionId);
    const confirmed = await post('/checkout/confirm', { sessionId });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({
      paid: true,
      subscription: {
        planType: 'professional',
        billingCycle: 'yearly',
        status: 'active',
        isPaidOnline: true,
      },
    });
    const { invoices } = (await (await billing('/invoices')).json()) as {
      invoices: { number: string; amountDue: number; currency: string; status: string; pdfUrl: string }[];
    };
    expect(invoices).toEqual([
      expect.objectContaining({
        amountDue: 399_000,
        currency: 'eur',
        status: 'paid',
        pdfUrl: expect.stringContaining('.pdf'),
      }),
    ]);
    expect((await summary()).seats.max).toBe(100);
  });

  it('finds no other company’s checkout session', async () => {
    const other = await signUp(app, { email: 'admin@globex.test' });
    await createCompanyAs(app, other, 'globex', 'Globex');
    const started = await app.request(
      '/api/v1/companies/globex/billing/checkout',
      as(other, jsonRequest('POST', { planType: 'starter', cycle: 'monthly' })),
    );
    const sessionId = ((await started.json()) as { url: string }).url.split('/').at(-1)!;
    stripe.completeCheckout(sessionId);
    expect((await post('/checkout/confirm', { sessionId })).status).toBe(404);
  });

  it('takes a checkout completed and an invoice paid from the webhook alone, and answers any other event 200', async () => {
    const other = await signUp(app, { email: 'admin@initech.test' });
    await createCompanyAs(app, other, 'initech', 'Initech');
    const started = await app.request(
      '/api/v1/companies/initech/billing/checkout',
      as(other, jsonRequest('POST', { planType: 'enterprise', cycle: 'monthly' })),
    );
    const sessionId = ((await started.json()) as { url: string }).url.split('/').at(-1)!;
    const session = stripe.completeCheckout(sessionId);
    expect((await deliver(stripe.signedEvent('checkout.session.completed', session))).status).toBe(200);
    const initech = async () =>
      (await (await app.request('/api/v1/companies/initech/billing', as(other))).json()) as SummaryBody;
    expect((await initech()).subscription).toMatchObject({
      planType: 'enterprise',
      status: 'active',
      isPaidOnline: true,
    });
    expect((await initech()).seats.max).toBe(-1);

    const invoice = stripe.issueInvoice(String(session.subscription), 'paid');
    expect((await deliver(stripe.signedEvent('invoice.paid', invoice))).status).toBe(200);
    const listed = (await (
      await app.request('/api/v1/companies/initech/billing/invoices', as(other))
    ).json()) as { invoices: { id: string; status: string }[] };
    expect(listed.invoices).toContainEqual(expect.objectContaining({ id: invoice.id, status: 'paid' }));

    const before = await storedEvents();
    expect((await deliver(stripe.signedEvent('customer.created', { id: 'cus_x' }))).status).toBe(200);
    expect(await storedEvents()).toBe(before + 1);
  });

  it('changes the plan of a paid subscription at once, and refuses a plan too small for its people', async () => {
    const changed = await post('/checkout', { planType: 'scaleUp', cycle: 'monthly' });
    expect(await changed.json()).toMatchObject({
      outcome: 'changed',
      subscription: { planType: 'scaleUp', billingCycle: 'monthly', status: 'active' },
    });

    const db = app.deps.database.db;
    const pending = Array.from({ length: 24 }, (_, i) => ({
      companyId: acmeId,
      email: `pendiente${i}@acme.test`,
      role: 'employee',
      tokenHash: randomUUID(),
      invitedBy: admin.userId,
      expiresAt: new Date(app.deps.clock.now().getTime() + 86_400_000),
    }));
    await db.insert(invitations).values(pending);
    expect((await summary()).seats.used).toBe(26);
    const refused = await post('/checkout', { planType: 'starter', cycle: 'monthly' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.reason).toBe('PLAN_TOO_SMALL');
    expect((await summary()).subscription.planType).toBe('scaleUp');
    await db.delete(invitations).where(eq(invitations.role, 'employee'));
  });

  it('cancels at the period’s end and resumes, and opens the customer portal', async () => {
    const cancelled = await post('/cancel');
    expect(await cancelled.json()).toMatchObject({
      subscription: { cancelAtPeriodEnd: true, status: 'active', standing: 'in-force' },
    });
    const resumed = await post('/resume');
    expect(await resumed.json()).toMatchObject({ subscription: { cancelAtPeriodEnd: false } });
    const portal = await post('/portal');
    expect(((await portal.json()) as { url: string }).url).toMatch(new RegExp(`^${stripe.url}/portal/`));
  });

  it('refuses a webhook with a bad signature with 400, and changes nothing', async () => {
    const subscriptionId = [...stripe.subscriptions.keys()][0]!;
    stripe.setSubscription(subscriptionId, { status: 'unpaid' });
    const before = await storedEvents();
    const forged = stripe.signedEvent(
      'customer.subscription.updated',
      { id: subscriptionId },
      { secret: 'whsec_wrong' },
    );
    const response = await deliver(forged);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.reason).toBe('INVALID_SIGNATURE');
    const unsigned = await deliver({ body: forged.body, signature: '' });
    expect(unsigned.status).toBe(400);
    expect(await storedEvents()).toBe(before);
    expect((await summary()).subscription.status).toBe('active');
    stripe.setSubscription(subscriptionId, { status: 'active' });
  });

  it('processes the same event once, and tells the admins of the failed payment once, the next morning', async () => {
    const subscriptionId = [...stripe.subscriptions.keys()][0]!;
    stripe.setSubscription(subscriptionId, { status: 'past_due' });
    const invoice = stripe.issueInvoice(subscriptionId, 'open');
    const event = stripe.signedEvent('invoice.payment_failed', invoice);
    const mailsBefore = mailsTo('admin@acme.test').length;
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    const body = await summary();
    expect(body.subscription).toMatchObject({ status: 'past_due', standing: 'grace' });
    await dispatchDue(app.deps, NEXT_MORNING);
    await dispatchDue(app.deps, DAY_AFTER);
    const warnings = mailsTo('admin@acme.test').slice(mailsBefore).filter(isBillingNotice);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.decoded).toContain('no se ha podido cobrar');
    expect(mailsTo('eva@acme.test').filter(isBillingNotice)).toHaveLength(0);
    const invoices = (await (await billing('/invoices')).json()) as { invoices: { status: string }[] };
    expect(invoices.invoices.map((i) => i.status)).toContain('open');
  });

  it('ends in Stripe’s present state whatever order the events arrive in', async () => {
    const subscriptionId = [...stripe.subscriptions.keys()][0]!;
    const stale = { ...stripe.subscriptions.get(subscriptionId)!, status: 'active' };
    stripe.setSubscription(subscriptionId, { status: 'canceled' });
    const deleted = stripe.signedEvent(
      'customer.subscription.deleted',
      stripe.subscriptions.get(subscriptionId)!,
    );
    const lateUpdate = stripe.signedEvent('customer.subscription.updated', stale);
    expect((await deliver(deleted)).status).toBe(200);
    expect((await deliver(lateUpdate)).status).toBe(200);
    expect((await summary()).subscription).toMatchObject({ status: 'cancelled', standing: 'lapsed' });
  });

  it('keeps the employee’s check-in, history and export working while the subscription is lapsed', async () => {
    const [row] = await app.deps.database.db
      .select({ status: companySubscriptions.status })
      .from(companySubscriptions)
      .where(eq(companySubscriptions.companyId, acmeId));
    expect(row!.status).toBe('cancelled');
    const analytics = await app.request('/api/v1/companies/acme/analytics', as(admin));
    expect(analytics.status).toBe(403);
    expect(((await analytics.json()) as ErrorBody).error).toMatchObject({
      reason: 'FEATURE_BLOCKED',
      blockReason: 'no-subscription',
    });
    const checkin = await app.request(
      '/api/v1/checkins/today',
      as(employee, jsonRequest('PUT', { ...CHECKIN, submission_id: randomUUID() })),
    );
    expect(checkin.status).toBe(201);
    const history = await app.request('/api/v1/checkins?from=2026-03-01&to=2026-03-02', as(employee));
    expect(((await history.json()) as { checkins: unknown[] }).checkins).toHaveLength(1);
    expect((await app.request('/api/v1/checkins/export', as(employee))).status).toBe(200);
  });

  it('tells the admins when the trial is about to end', async () => {
    const sessionId = await subscribe('starter', 'monthly');
    stripe.completeCheckout(sessionId);
    const subscriptionId = String(stripe.sessions.get(sessionId)!.subscription);
    const trialEnd = Math.floor(app.deps.clock.now().getTime() / 1000) + 3 * 86_400;
    Object.assign(stripe.subscriptions.get(subscriptionId)!, { status: 'trialing', trial_end: trialEnd });
    const before = mailsTo('admin@acme.test').length;
    const event = stripe.signedEvent(
      'customer.subscription.trial_will_end',
      stripe.subscriptions.get(subscriptionId)!,
    );
    expect((await deliver(event)).status).toBe(200);
    expect((await summary()).subscription).toMatchObject({
      planType: 'starter',
      status: 'trial',
      trialDaysLeft: 3,
    });
    await dispatchDue(app.deps, NEXT_MORNING);
    const [mail] = mailsTo('admin@acme.test').slice(before).filter(isBillingNotice);
    expect(mail!.decoded).toContain('La prueba gratuita de Acme Labs termina el jueves, 5 de marzo');
  });
});
