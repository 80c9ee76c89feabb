import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  adminDashboardSchema,
  analyticsQuerySchema,
  companyAnalyticsSchema,
  companyTagsSchema,
  teamBreakdownSchema,
  teamTagsSchema,
  type AnalyticsPeriod,
} from '@tera/domain';
import { requirePrincipal } from '../../auth/principal.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { keyAccess } from '../../http/api-key-access.ts';
import { requireFeature } from '../../http/feature-gate.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { readAdminDashboard } from './read-admin-dashboard.ts';
import { readCompanyAnalytics } from './read-company-analytics.ts';
import { readCompanyTags, readTeamTags } from './read-company-tags.ts';
import { readTeamBreakdown } from './read-team-breakdown.ts';

const adminOnly = { ...access('company-admin'), tags: ['company-analytics'] };
const slugParam = z.object({ slug: z.string().max(80) });
const refusals = {
  403: errorResponse('Not an admin of this company, or the plan lacks the feature'),
  404: errorResponse('No such company for this person'),
};

const adminDashboard = createRoute({
  method: 'get',
  path: '/companies/{slug}/admin-dashboard',
  operationId: 'readAdminDashboard',
  summary: 'Headcount, seats, participation, TeraPulse, alerts, subscription and open invitations',
  ...adminOnly,
  request: { params: slugParam },
  responses: {
    200: {
      description: 'The admin dashboard',
      content: { 'application/json': { schema: adminDashboardSchema } },
    },
    ...refusals,
  },
});

const analytics = createRoute({
  method: 'get',
  path: '/companies/{slug}/analytics',
  ...keyAccess('analytics', 'read'),
  operationId: 'readCompanyAnalytics',
  summary: "The company's evolution over 30, 90 or 365 days against the period before, thresholded",
  ...adminOnly,
  middleware: [requireFeature('basicAnalytics')] as const,
  request: { params: slugParam, query: analyticsQuerySchema },
  responses: {
    200: {
      description: 'Company analytics',
      content: { 'application/json': { schema: companyAnalyticsSchema } },
    },
    400: errorResponse('A period other than 30, 90 or 365 days'),
    ...refusals,
  },
});

const tags = createRoute({
  method: 'get',
  path: '/companies/{slug}/analytics/tags',
  ...keyAccess('analytics', 'read'),
  operationId: 'readCompanyTags',
  summary:
    "The company's TeraPulse with each context tag against its other answers, last four complete weeks",
  ...adminOnly,
  middleware: [requireFeature('basicAnalytics')] as const,
  request: { params: slugParam },
  responses: {
    200: { description: 'Pulse by tag', content: { 'application/json': { schema: companyTagsSchema } } },
    ...refusals,
  },
});

const teamTags = createRoute({
  method: 'get',
  path: '/companies/{slug}/analytics/tags/teams',
  ...keyAccess('analytics', 'read'),
  operationId: 'readTeamTags',
  summary:
    "The company's TeraPulse by context tag and each team's with each tag, last four complete weeks, judged together",
  ...adminOnly,
  middleware: [requireFeature('enterpriseAnalytics')] as const,
  request: { params: slugParam },
  responses: {
    200: {
      description: 'Pulse by team and tag',
      content: { 'application/json': { schema: teamTagsSchema } },
    },
    ...refusals,
  },
});

const teamBreakdown = createRoute({
  method: 'get',
  path: '/companies/{slug}/analytics/teams',
  ...keyAccess('analytics', 'read'),
  operationId: 'readTeamBreakdown',
  summary:
    'Each team over the last 30, 90 or 365 complete days against the period before, beside the company; released against the company day by day',
  ...adminOnly,
  middleware: [requireFeature('advancedAnalytics')] as const,
  request: { params: slugParam, query: analyticsQuerySchema },
  responses: {
    200: {
      description: 'Teams beside the company',
      content: { 'application/json': { schema: teamBreakdownSchema } },
    },
    400: errorResponse('A period other than 30, 90 or 365 days'),
    ...refusals,
  },
});

export const companyAnalyticsRoutes = new OpenAPIHono<AppEnv>()
  .openapi(adminDashboard, async (c) => {
    const { deps } = c.var;
    const dashboard = await readAdminDashboard(
      deps.database.db,
      requirePrincipal(c),
      c.req.valid('param').slug,
      deps.clock.now(),
    );
    return c.json(dashboard, 200);
  })
  .openapi(analytics, async (c) => {
    const { deps } = c.var;
    const figures = await readCompanyAnalytics(
      deps.database.db,
      requirePrincipal(c),
      c.req.valid('param').slug,
      deps.clock.now(),
      c.req.valid('query').days as AnalyticsPeriod,
    );
    return c.json(figures, 200);
  })
  .openapi(teamBreakdown, async (c) => {
    const { deps } = c.var;
    const figures = await readTeamBreakdown(
      deps.database.db,
      requirePrincipal(c),
      c.req.valid('param').slug,
      deps.clock.now(),
      c.req.valid('query').days as AnalyticsPeriod,
    );
    return c.json(figures, 200);
  })
  .openapi(tags, async (c) => {
    const { deps } = c.var;
    const byTag = await readCompanyTags(
      deps.database.db,
      requirePrincipal(c),
      c.req.valid('param').slug,
      deps.clock.now(),
    );
    return c.json(byTag, 200);
  })
  .openapi(teamTags, async (c) => {
    const { deps } = c.var;
    const byTeam = await readTeamTags(
      deps.database.db,
      requirePrincipal(c),
      c.req.valid('param').slug,
      deps.clock.now(),
    );
    return c.json(byTeam, 200);
  });
