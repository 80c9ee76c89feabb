import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { localParts, teraWrapSchema, wrapQuerySchema } from '@tera/domain';
import { requirePrincipal } from '../../auth/principal.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { readOwnWrap } from './read-own-wrap.ts';

const readWrap = createRoute({
  method: 'get',
  path: '/wrap',
  operationId: 'readMyWrap',
  summary: 'The caller’s TeraWrap for a year (this year in their zone by default), from their own data only',
  ...access('authenticated'),
  tags: ['wrap'],
  request: { query: wrapQuerySchema },
  responses: {
    200: {
      description: 'The wrap',
      content: { 'application/json': { schema: z.object({ wrap: teraWrapSchema }) } },
    },
    400: errorResponse('Invalid year'),
    401: errorResponse('Not signed in'),
  },
});

export const wrapRoutes = new OpenAPIHono<AppEnv>().openapi(readWrap, async (c) => {
  const principal = requirePrincipal(c);
  const thisYear = Number(localParts(c.var.deps.clock.now(), principal.timeZone).date.slice(0, 4));
  const year = c.req.valid('query').year ?? thisYear;
  c.header('cache-control', 'private, no-store');
  return c.json({ wrap: await readOwnWrap(c.var.deps.database.db, principal.userId, year) }, 200);
});
