import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { systemStatusSchema } from '@tera/domain';
import type { AppEnv } from '../../http/app-env.ts';
import { publicAccess } from '../../http/access-policy.ts';
import { readSystemStatus } from './read-system-status.ts';

const statusRoute = createRoute({
  method: 'get',
  path: '/system/status',
  operationId: 'readSystemStatus',
  tags: ['system'],
  summary: 'Components, features and configuration issues, for the configuration screen',
  ...publicAccess,
  responses: {
    200: {
      description: 'The system status',
      content: { 'application/json': { schema: systemStatusSchema } },
    },
  },
});

export const systemRoutes = new OpenAPIHono<AppEnv>().openapi(statusRoute, async (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(await readSystemStatus(c.var.deps, c.var.language), 200);
});

/** Liveness and readiness sit outside /api/v1: load balancers probe them, not the SPA. */
export const probeRoutes = new OpenAPIHono<AppEnv>()
  .get('/health', (c) => c.json({ status: 'ok' as const }))
  .get('/ready', async (c) => {
    const health = await c.var.deps.monitor.check();
    c.header('Cache-Control', 'no-store');
    return health.state === 'ok'
      ? c.json({ status: 'ok' as const }, 200)
      : c.json({ status: 'unavailable' as const, database: health.state }, 503);
  });
