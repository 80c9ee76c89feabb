import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { handleBillingEvent, verifyBillingEvent } from './handle-billing-event.ts';

const webhook = createRoute({
  method: 'post',
  path: '/billing/webhook',
  operationId: 'receiveBillingEvent',
  summary: "The payment provider's events, signed (Stripe-Signature) over the raw body",
  description:
    'No session: the signature is the credential. A bad one is answered 400 (reason INVALID_SIGNATURE) and changes nothing; an event id already processed is answered 200 without effect.',
  ...access('public'),
  tags: ['billing'],
  request: { headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }) },
  responses: {
    200: {
      description: 'Received',
      content: { 'application/json': { schema: z.object({ received: z.literal(true) }) } },
    },
    400: errorResponse('Bad signature'),
    409: errorResponse('Online payment is not configured (PAYMENTS_NOT_CONFIGURED)'),
  },
});

export const billingWebhookRoutes = new OpenAPIHono<AppEnv>().openapi(webhook, async (c) => {
  const { deps } = c.var;
  // The signature covers the exact bytes sent, so the body is read raw, never re-serialised.
  const event = await verifyBillingEvent(deps, await c.req.text(), c.req.header('stripe-signature'));
  await handleBillingEvent(deps, event);
  return c.json({ received: true as const }, 200);
});
