import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { companyPulseSchema } from '@tera/domain';
import { requirePrincipal } from '../../auth/principal.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { keyAccess } from '../../http/api-key-access.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { readCompanyPulse } from './company-pulse.ts';
import { readCompanyBySlug } from './read-company.ts';

const companyPulse = createRoute({
  method: 'get',
  path: '/companies/{slug}/pulse',
  ...keyAccess('analytics', 'read'),
  operationId: 'readCompanyPulse',
  summary: "The company's TeraPulse per day (30 days by default), thresholded",
  tags: ['companies'],
  ...access('company-admin'),
  request: {
    params: z.object({ slug: z.string().max(80) }),
    query: z.object({ days: z.coerce.number().int().min(7).max(366).default(30) }),
  },
  responses: {
    200: {
      description: 'Company evolution',
      content: { 'application/json': { schema: companyPulseSchema } },
    },
    403: errorResponse('Not an admin'),
    404: errorResponse('No such company for this person'),
  },
});

export const companyPulseRoutes = new OpenAPIHono<AppEnv>().openapi(companyPulse, async (c) => {
  const { deps } = c.var;
  const { company } = await readCompanyBySlug(deps.database.db, c.req.valid('param').slug);
  const days = c.req.valid('query').days;
  return c.json(
    await readCompanyPulse(deps.database.db, requirePrincipal(c), company.id, deps.clock.now(), days),
    200,
  );
});
