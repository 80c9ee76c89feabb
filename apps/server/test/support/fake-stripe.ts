import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { BILLING_CYCLES, PLAN_TYPES, periodPrice, planPriceKey } from '@tera/domain';

/**
 * Stripe as Tera uses it, on loopback: customers, prices by lookup key, checkout sessions (with a
 * page that pays), subscriptions, invoices and customer-portal sessions, in memory. The SDK is
 * pointed at it by host, port and protocol; webhooks are signed with the SDK's own test helper.
 */

type Json = Record<string, unknown>;
type StripeObject = Json & { id: string };

const DAY_S = 86_400;

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  customers: Map<string, StripeObject>;
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  /** Pays an open checkout session as a customer on the checkout page would. */
  completeCheckout(sessionId: string): StripeObject;
  /** Changes a subscription as Stripe would on its own (a failed payment, the end of retries…). */
  setSubscription(id: string, change: { status?: string; cancel_at_period_end?: boolean }): StripeObject;
  /** An invoice Stripe issues for a subscription, paid or failed. */
  issueInvoice(subscriptionId: string, status: 'paid' | 'open'): StripeObject;
  /** An event as Stripe sends it, with its body and the signature header over that body. */
  signedEvent(
    type: string,
    object: Json,
    options?: { id?: string; secret?: string },
  ): { id: string; body: string; signature: string };
  stop(): Promise<void>;
}

/** Turns Stripe's form encoding (`items[0][price]=…`) back into nested objects and arrays. */
function parseForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

export async function startFakeStripe(options: { now?: () => Date } = {}): Promise<FakeStripe> {
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const secretKey = 'sk_test_fake';
  const webhookSecret = 'whsec_fake';
  const sdk = new Stripe(secretKey);
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${String(++counter).padStart(6, '0')}`;

  const prices = new Map<string, StripeObject>();
  for (const planType of PLAN_TYPES)
    for (const cycle of BILLING_CYCLES) {
      const id = nextId('price');
      prices.set(id, {
        id,
        object: 'price',
        active: true,
        currency: 'eur',
        lookup_key: planPriceKey(planType, cycle),
        unit_amount: periodPrice(planType, cycle) * 100,
        recurring: { interval: cycle === 'yearly' ? 'year' : 'month', interval_count: 1 },
      });
    }
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const portals = new Map<string, StripeObject>();

  let base = '';
  const priceOf = (id: string) => {
    const price = prices.get(id);
    if (!price) throw new Error(`No such price: ${id}`);
    return price;
  };
  const periodDays = (price: StripeObject) =>
    (price.recurring as { interval: string }).interval === 'year' ? 365 : 30;

  function subscriptionItems(priceId: string, start: number) {
    const price = priceOf(priceId);
    return {
      object: 'list',
      data: [
        {
          id: nextId('si'),
          object: 'subscription_item',
          price,
          quantity: 1,
          current_period_start: start,
          current_period_end: start + periodDays(price) * DAY_S,
        },
      ],
    };
  }

  function issueInvoice(subscriptionId: string, status: 'paid' | 'open'): StripeObject {
    const subscription = subscriptions.get(subscriptionId)!;
    const item = (subscription.items as { data: { price: StripeObject }[] }).data[0]!;
    const id = nextId('in');
    const invoice = {
      id,
      object: 'invoice',
      number: `FAKE-${String(invoices.size + 1).padStart(4, '0')}`,
      customer: subscription.customer,
      created: now(),
      amount_due: item.price.unit_amount,
      amount_paid: status === 'paid' ? item.price.unit_amount : 0,
      currency: item.price.currency,
      status,
      invoice_pdf: `${base}/invoices/${id}.pdf`,
      hosted_invoice_url: `${base}/invoices/${id}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
    };
    invoices.set(id, invoice);
    return invoice;
  }

  function completeCheckout(sessionId: string): StripeObject {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`No open session ${sessionId}`);
    const priceId = (session.line_items as { price: string }[])[0]!.price;
    const id = nextId('sub');
    subscriptions.set(id, {
      id,
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      trial_start: null,
      trial_end: null,
      metadata: (session.subscription_data as { metadata?: Json } | undefined)?.metadata ?? {},
      items: subscriptionItems(priceId, now()),
    });
    issueInvoice(id, 'paid');
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: id });
    return session;
  }

  function setSubscription(id: string, change: { status?: string; cancel_at_period_end?: boolean }) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`No such subscription: ${id}`);
    Object.assign(subscription, change);
    if (change.status === 'canceled') subscription.canceled_at = now();
    return subscription;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base);
    const raw = await readBody(request);
    const body = request.headers['content-type']?.includes('form') ? parseForm(raw) : {};
    const method = request.method ?? 'GET';
    const parts = url.pathname.split('/').filter(Boolean);

    // The pages a browser is sent to: checkout and the customer portal.
    if (parts[0] === 'checkout' && parts[1]) {
      const session = sessions.get(parts[1]);
      if (!session) return send(response, 404, {});
      if (method === 'POST') {
        const paid = completeCheckout(session.id);
        const target = String(paid.success_url).replace('{CHECKOUT_SESSION_ID}', paid.id);
        response.writeHead(303, { location: target });
        return response.end();
      }
      const price = priceOf((session.line_items as { price: string }[])[0]!.price);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head>
<body><main><h1>Fake Stripe Checkout</h1><p>${String(price.lookup_key)}: ${Number(price.unit_amount) / 100} ${String(price.currency)}</p>
<form method="post"><button type="submit">Pay</button></form>
<a href="${String(session.cancel_url)}">Back</a></main></body></html>`);
    }
    if (parts[0] === 'portal' && parts[1]) {
      const portal = portals.get(parts[1]);
      if (!portal) return send(response, 404, {});
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><html lang="en"><head><title>Fake Stripe portal</title></head>
<body><main><h1>Fake Stripe portal</h1><a href="${String(portal.return_url)}">Return</a></main></body></html>`);
    }

    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API key' } });
    const notFound = () =>
      send(response, 404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
    const route = `${method} /${parts.slice(0, 3).join('/')}`;
    const id = parts[2] ?? '';

    if (route === 'POST /v1/customers') {
      const customer = { id: nextId('cus'), object: 'customer', ...body };
      customers.set(customer.id, customer);
      return send(response, 200, customer);
    }
    if (route === 'GET /v1/prices') {
      const keys = [...url.searchParams].filter(([k]) => k.startsWith('lookup_keys')).map(([, v]) => v);
      return send(
        response,
        200,
        list(
          [...prices.values()].filter((p) => keys.includes(String(p.lookup_key))),
          '/v1/prices',
        ),
      );
    }
    if (route === 'POST /v1/checkout/sessions') {
      const sessionId = nextId('cs_test');
      const session = {
        id: sessionId,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        url: `${base}/checkout/${sessionId}`,
        ...body,
      };
      sessions.set(sessionId, session);
      return send(response, 200, session);
    }
    if (method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
      const session = sessions.get(parts[3]);
      return session ? send(response, 200, session) : notFound();
    }
    if (route === `GET /v1/subscriptions/${id}`) {
      const subscription = subscriptions.get(id);
      return subscription ? send(response, 200, subscription) : notFound();
    }
    if (route === `POST /v1/subscriptions/${id}`) {
      const subscription = subscriptions.get(id);
      if (!subscription) return notFound();
      const items = body.items as { price: string }[] | undefined;
      if (items?.[0]?.price) {
        const current = (subscription.items as { data: Json[] }).data[0]!;
        Object.assign(current, { price: priceOf(items[0].price) });
      }
      if (body.cancel_at_period_end !== undefined)
        subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
      return send(response, 200, subscription);
    }
    if (route === `GET /v1/invoices/${id}`) {
      const invoice = invoices.get(id);
      return invoice ? send(response, 200, invoice) : notFound();
    }
    if (route === 'GET /v1/invoices') {
      const subscriptionId = url.searchParams.get('subscription');
      const customer = url.searchParams.get('customer');
      const found = [...invoices.values()].filter(
        (invoice) =>
          (!subscriptionId ||
            (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
              .subscription === subscriptionId) &&
          (!customer || invoice.customer === customer),
      );
      return send(response, 200, list(found.reverse(), '/v1/invoices'));
    }
    if (method === 'POST' && parts[1] === 'billing_portal' && parts[2] === 'sessions') {
      const portalId = nextId('bps');
      const portal = {
        id: portalId,
        object: 'billing_portal.session',
        url: `${base}/portal/${portalId}`,
        ...body,
      };
      portals.set(portalId, portal);
      return send(response, 200, portal);
    }
    return notFound();
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { error: { type: 'api_error', message: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    secretKey,
    webhookSecret,
    customers,
    sessions,
    subscriptions,
    invoices,
    completeCheckout,
    setSubscription,
    issueInvoice,
    signedEvent(type, object, eventOptions = {}) {
      const id = eventOptions.id ?? nextId('evt');
      const body = JSON.stringify({
        id,
        object: 'event',
        type,
        created: now(),
        livemode: false,
        data: { object },
      });
      const signature = sdk.webhooks.generateTestHeaderString({
        payload: body,
        secret: eventOptions.secret ?? webhookSecret,
      });
      return { id, body, signature };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
