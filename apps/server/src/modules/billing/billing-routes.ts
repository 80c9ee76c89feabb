import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  billingSubscriptionResponseSchema,
  billingSummarySchema,
  checkoutConfirmRequestSchema,
  checkoutConfirmResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  invoiceListSchema,
  portalResponseSchema,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import { requirePrincipal } from '../../auth/principal.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { companyForAction } from '../people/company-for-action.ts';
import { appAddress } from './app-address.ts';
import { confirmCheckout } from './confirm-checkout.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { listInvoices } from './list-invoices.ts';
import { openCustomerPortal, setCancelAtPeriodEnd } from './manage-subscription.ts';
import { readBillingSummary } from './read-billing-summary.ts';
import { startCheckout } from './start-checkout.ts';

const adminOnly = { ...access('company-admin'), tags: ['billing'] };
const slugParam = z.object({ slug: z.string().max(80) });
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin of this company'),
  404: errorResponse('No such company'),
};
const providerRefusals = {
  409: errorResponse(
    'Online payment is not configured (PAYMENTS_NOT_CONFIGURED), or the subscription is not paid online (NOT_PAID_ONLINE)',
  ),
  503: errorResponse('The payment provider could not be reached'),
};

const summary = createRoute({
  method: 'get',
  path: '/companies/{slug}/billing',
  operationId: 'readBilling',
  summary: "The company's plan, status, period, seats and the plans it may choose",
  ...adminOnly,
  request: { params: slugParam },
  responses: { 200: json('Billing summary', billingSummarySchema), ...refusals },
});

const checkout = createRoute({
  method: 'post',
  path: '/companies/{slug}/billing/checkout',
  operationId: 'startCheckout',
  summary: 'Choose a plan and cycle: a checkout page for a new subscription, or the change at once',
  ...adminOnly,
  request: {
    params: slugParam,
    body: { content: { 'application/json': { schema: checkoutRequestSchema } }, required: true },
  },
  responses: {
    200: json('Where to pay, or the changed subscription', checkoutResponseSchema),
    400: errorResponse('Unknown plan or cycle'),
    ...refusals,
    ...providerRefusals,
    409: errorResponse(
      'Payment not configured (PAYMENTS_NOT_CONFIGURED), or more people than the plan allows (PLAN_TOO_SMALL)',
    ),
  },
});

const confirm = createRoute({
  method: 'post',
  path: '/companies/{slug}/billing/checkout/confirm',
  operationId: 'confirmCheckout',
  summary: 'Ask the payment provider whether a checkout session was paid, and store the subscription',
  ...adminOnly,
  request: {
    params: slugParam,
    body: { content: { 'application/json': { schema: checkoutConfirmRequestSchema } }, required: true },
  },
  responses: {
    200: json('Whether it was paid, and the subscription', checkoutConfirmResponseSchema),
    400: errorResponse('No session id'),
    ...refusals,
    ...providerRefusals,
  },
});

const portal = createRoute({
  method: 'post',
  path: '/companies/{slug}/billing/portal',
  operationId: 'openBillingPortal',
  summary: "A session of the payment provider's customer portal (payment method, details)",
  ...adminOnly,
  request: { params: slugParam },
  responses: { 200: json('Where the portal is', portalResponseSchema), ...refusals, ...providerRefusals },
});

const cancel = createRoute({
  method: 'post',
  path: '/companies/{slug}/billing/cancel',
  operationId: 'cancelSubscription',
  summary: 'End the subscription when its period ends',
  ...adminOnly,
  request: { params: slugParam },
  responses: {
    200: json('The subscription', billingSubscriptionResponseSchema),
    ...refusals,
    ...providerRefusals,
  },
});

const resume = createRoute({
  method: 'post',
  path: '/companies/{slug}/billing/resume',
  operationId: 'resumeSubscription',
  summary: 'Keep a subscription that was to end with its period',
  ...adminOnly,
  request: { params: slugParam },
  responses: {
    200: json('The subscription', billingSubscriptionResponseSchema),
    ...refusals,
    ...providerRefusals,
  },
});

const invoices = createRoute({
  method: 'get',
  path: '/companies/{slug}/billing/invoices',
  operationId: 'listInvoices',
  summary: "The company's invoices, newest first",
  ...adminOnly,
  request: { params: slugParam },
  responses: { 200: json('Invoices', invoiceListSchema), ...refusals },
});

const invoicePdf = createRoute({
  method: 'get',
  path: '/companies/{slug}/billing/invoices/{invoiceId}/pdf',
  operationId: 'downloadInvoicePdf',
  summary: 'An invoice on record as a PDF, for those the payment provider gave no document of its own',
  ...adminOnly,
  request: { params: slugParam.extend({ invoiceId: z.string().max(120) }) },
  responses: {
    200: {
      description: 'The invoice',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...refusals,
  },
});

export const billingRoutes = new OpenAPIHono<AppEnv>()
  .openapi(summary, async (c) => {
    const { deps } = c.var;
    const company = await companyForAction(
      deps.database.db,
      requireActor(c),
      'manageBilling',
      c.req.valid('param').slug,
    );
    return c.json(await readBillingSummary(deps, company), 200);
  })
  .openapi(checkout, async (c) => {
    const { deps } = c.var;
    const company = await companyForAction(
      deps.database.db,
      requireActor(c),
      'manageBilling',
      c.req.valid('param').slug,
    );
    const payer = { email: requirePrincipal(c).email, appAddress: appAddress(deps.config, c.req.url) };
    return c.json(await startCheckout(deps, company, payer, c.req.valid('json')), 200);
  })
  .openapi(confirm, async (c) => {
    const { deps } = c.var;
    const company = await companyForAction(
      deps.database.db,
      requireActor(c),
      'manageBilling',
      c.req.valid('param').slug,
    );
    return c.json(await confirmCheckout(deps, company, c.req.valid('json').sessionId), 200);
  })
  .openapi(portal, async (c) => {
    const { deps } = c.var;
    const company = await companyForAction(
      deps.database.db,
      requireActor(c),
      'manageBilling',
      c.req.valid('param').slug,
    );
    return c.json({ url: await openCustomerPortal(deps, company, appAddress(deps.config, c.req.url)) }, 200);
  })
  .openapi(cancel, async (c) => {
    const { deps } = c.var;
    const company = await companyForAction(
      deps.database.db,
      requireActor(c),
      'manageBilling',
      c.req.valid('param').slug,
    );
    return c.json({ subscription: await setCancelAtPeriodEnd(deps, company, true) }, 200);
  })
  .openapi(resume, async (c) => {
    const { deps } = c.var;
    const company = await companyForAction(
      deps.database.db,
      requireActor(c),
      'manageBilling',
      c.req.valid('param').slug,
    );
    return c.json({ subscription: await setCancelAtPeriodEnd(deps, company, false) }, 200);
  })
  .openapi(invoices, async (c) => {
    const { deps } = c.var;
    const company = await companyForAction(
      deps.database.db,
      requireActor(c),
      'manageBilling',
      c.req.valid('param').slug,
    );
    return c.json({ invoices: await listInvoices(deps.database.db, company) }, 200);
  })
  .openapi(invoicePdf, async (c) => {
    const { deps } = c.var;
    const { slug, invoiceId } = c.req.valid('param');
    const company = await companyForAction(deps.database.db, requireActor(c), 'manageBilling', slug);
    const { body, fileName } = await renderInvoicePdf(
      deps.database.db,
      company.id,
      invoiceId,
      requestLanguage(c),
    );
    return c.body(new Uint8Array(body), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${fileName}"`,
      'cache-control': 'no-store',
    });
  });
