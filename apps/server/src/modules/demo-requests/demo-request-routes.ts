import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { demoRequestReceiptSchema, demoRequestSchema } from '@tera/domain';
import type { AppEnv } from '../../http/app-env.ts';
import { publicAccess } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { rateLimitPerClient } from '../../http/rate-limit.ts';
import { recordDemoRequest } from './record-demo-request.ts';

export const DEMO_REQUEST_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 };

const createDemoRequestRoute = createRoute({
  method: 'post',
  path: '/demo-requests',
  operationId: 'requestDemo',
  tags: ['landing'],
  summary: 'Ask for a demo; the sales team is mailed at once',
  ...publicAccess,
  middleware: [rateLimitPerClient('demo-request', DEMO_REQUEST_RATE_LIMIT)] as const,
  request: { body: { content: { 'application/json': { schema: demoRequestSchema } }, required: true } },
  responses: {
    201: {
      description: 'Stored and mailed',
      content: { 'application/json': { schema: demoRequestReceiptSchema } },
    },
    400: errorResponse('Invalid fields'),
    429: errorResponse('Too many requests from this client'),
  },
});

export const demoRequestRoutes = new OpenAPIHono<AppEnv>().openapi(createDemoRequestRoute, async (c) => {
  const receipt = await recordDemoRequest(c.var.deps, c.req.valid('json'), c.var.language);
  return c.json(receipt, 201);
});
