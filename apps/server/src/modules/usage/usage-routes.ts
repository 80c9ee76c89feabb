import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  companyUsageSchema,
  platformUsageSchema,
  releasePlatformUsage,
  usageBatchSchema,
  usagePeriodQuerySchema,
  usageReceiptSchema,
  usageRetentionSchema,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { companyForAction } from '../people/company-for-action.ts';
import { beaconBody } from './beacon-body.ts';
import { readCompanyUsage } from './read-company-usage.ts';
import { readCompanyUsageTotals, readUsageTotals } from './read-usage-totals.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const storeBatch = createRoute({
  method: 'post',
  path: '/usage/batches',
  operationId: 'storeUsageBatch',
  summary: "Store a batch of the caller's usage events and their session; events already stored are skipped",
  ...access('authenticated'),
  tags: ['usage'],
  middleware: [beaconBody] as const,
  request: { body: { content: { 'application/json': { schema: usageBatchSchema } }, required: true } },
  responses: {
    200: json(usageReceiptSchema, 'How many events were new'),
    400: errorResponse('Invalid batch'),
    401: errorResponse('Not signed in'),
    404: errorResponse("The session is someone else's"),
  },
});

const retention = createRoute({
  method: 'get',
  path: '/usage/retention',
  operationId: 'readUsageRetention',
  summary: 'How many days usage is kept, for the page that tells people what is collected',
  ...access('authenticated'),
  tags: ['usage'],
  responses: { 200: json(usageRetentionSchema, 'The retention period'), 401: errorResponse('Not signed in') },
});

const companyUsage = createRoute({
  method: 'get',
  path: '/companies/{slug}/usage',
  operationId: 'readCompanyUsage',
  summary: "The company's usage of Tera over 7, 30 or 90 days, released through its privacy threshold",
  ...access('company-admin'),
  tags: ['usage'],
  request: { params: z.object({ slug: z.string().max(80) }), query: usagePeriodQuerySchema },
  responses: {
    200: json(companyUsageSchema, 'Usage'),
    400: errorResponse('Invalid period'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an admin of this company'),
    404: errorResponse('No such company'),
  },
});

const platformUsage = createRoute({
  method: 'get',
  path: '/admin/usage',
  operationId: 'adminReadUsage',
  summary: "The platform's usage over 7, 30 or 90 days: companies, people, sessions and screens",
  ...access('super-admin'),
  tags: ['super-admin'],
  request: { query: usagePeriodQuerySchema },
  responses: {
    200: json(platformUsageSchema, 'Usage'),
    400: errorResponse('Invalid period'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not a platform administrator'),
  },
});

export const usageRoutes = new OpenAPIHono<AppEnv>()
  .openapi(storeBatch, async (c) => {
    const { usage, clock } = c.var.deps;
    const receipt = await usage.store(requireActor(c), c.req.valid('json'), clock.now());
    return c.json(receipt, 200);
  })
  .openapi(retention, (c) => c.json({ retentionDays: c.var.deps.config.USAGE_RETENTION_DAYS }, 200))
  .openapi(companyUsage, async (c) => {
    const { db } = c.var.deps.database;
    const company = await companyForAction(db, requireActor(c), 'viewUsage', c.req.valid('param').slug);
    const { days } = c.req.valid('query');
    return c.json(await readCompanyUsage(db, company.id, days, c.var.deps.clock.now()), 200);
  })
  .openapi(platformUsage, async (c) => {
    const { db } = c.var.deps.database;
    const { days } = c.req.valid('query');
    const now = c.var.deps.clock.now();
    const [totals, companies] = await Promise.all([
      readUsageTotals(db, null, days, now),
      readCompanyUsageTotals(db, days, now),
    ]);
    return c.json(releasePlatformUsage(totals, companies), 200);
  });
