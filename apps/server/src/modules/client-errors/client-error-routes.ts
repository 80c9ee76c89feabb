import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { clientErrorReportSchema } from '@tera/domain';
import type { AppEnv } from '../../http/app-env.ts';
import { publicAccess } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { rateLimitPerClient } from '../../http/rate-limit.ts';

/** A crashing screen may re-render and report again; a few reports a minute say all there is. */
export const CLIENT_ERROR_RATE_LIMIT = { limit: 10, windowMs: 60_000 };

const reportClientError = createRoute({
  method: 'post',
  path: '/client-errors',
  operationId: 'reportClientError',
  tags: ['platform'],
  summary: 'Report a screen that crashed in the browser; it reaches the server log for the team',
  ...publicAccess,
  middleware: [rateLimitPerClient('client-error', CLIENT_ERROR_RATE_LIMIT)] as const,
  request: {
    body: { content: { 'application/json': { schema: clientErrorReportSchema } }, required: true },
  },
  responses: {
    202: {
      description: 'Logged',
      content: { 'application/json': { schema: z.object({ received: z.literal(true) }) } },
    },
    400: errorResponse('Invalid report'),
    429: errorResponse('Too many reports'),
  },
});

export const clientErrorRoutes = new OpenAPIHono<AppEnv>().openapi(reportClientError, (c) => {
  c.var.deps.logger.error({ clientError: c.req.valid('json') }, 'a screen crashed in the browser');
  return c.json({ received: true as const }, 202);
});
