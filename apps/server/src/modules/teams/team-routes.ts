import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema, teamNameSchema, teamResponseSchema, teamsListSchema } from '@tera/domain';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { AppError } from '../../http/app-error.ts';
import { companyOfSlug } from '../people/company-seats.ts';
import { createTeam, readTeams, renameTeam } from './team-store.ts';

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});
const adminOnly = { ...access('company-admin'), tags: ['teams'] };
const slugParam = z.object({ slug: z.string().max(80) });
const teamParams = slugParam.extend({ teamId: z.string().max(64) });
const teamResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: teamResponseSchema } },
});
const nameBody = { content: { 'application/json': { schema: teamNameSchema } }, required: true };
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin of this company'),
  404: errorResponse('No such company or team'),
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const list = createRoute({
  method: 'get',
  path: '/companies/{slug}/teams',
  summary: 'The teams of a company with how many active people each has',
  ...adminOnly,
  request: { params: slugParam },
  responses: {
    200: { description: 'Teams', content: { 'application/json': { schema: teamsListSchema } } },
    ...refusals,
  },
});

const create = createRoute({
  method: 'post',
  path: '/companies/{slug}/teams',
  summary: 'Create a team; names are unique per company whatever their case',
  ...adminOnly,
  request: { params: slugParam, body: nameBody },
  responses: {
    201: teamResponse('Created'),
    400: errorResponse('Invalid name'),
    ...refusals,
    409: errorResponse('The company already has a team of that name'),
  },
});

const rename = createRoute({
  method: 'patch',
  path: '/companies/{slug}/teams/{teamId}',
  summary: 'Rename a team',
  ...adminOnly,
  request: { params: teamParams, body: nameBody },
  responses: {
    200: teamResponse('Renamed'),
    400: errorResponse('Invalid name'),
    ...refusals,
    409: errorResponse('The company already has a team of that name'),
  },
});

export const teamAdminRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const db = c.var.deps.database.db;
    const company = await companyOfSlug(db, c.req.valid('param').slug);
    return c.json({ teams: await readTeams(db, company.id) }, 200);
  })
  .openapi(create, async (c) => {
    const { deps } = c.var;
    const company = await companyOfSlug(deps.database.db, c.req.valid('param').slug);
    const team = await createTeam(deps.database.db, company.id, c.req.valid('json').name, deps.clock.now());
    return c.json({ team }, 201);
  })
  .openapi(rename, async (c) => {
    const db = c.var.deps.database.db;
    const { slug, teamId } = c.req.valid('param');
    if (!UUID.test(teamId)) throw new AppError('RECORD_NOT_FOUND');
    const company = await companyOfSlug(db, slug);
    return c.json({ team: await renameTeam(db, company.id, teamId, c.req.valid('json').name) }, 200);
  });
