import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { can, teamNameSchema, teamResponseSchema, teamsListSchema } from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { keyAccess } from '../../http/api-key-access.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { AppError } from '../../http/app-error.ts';
import { recordRefusal } from '../../http/record-refusal.ts';
import { companyForAction } from '../people/company-for-action.ts';
import { createTeam, readTeams, renameTeam } from './team-store.ts';
import { isUuid } from '../../db/row-id.ts';

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

const list = createRoute({
  method: 'get',
  path: '/companies/{slug}/teams',
  ...keyAccess('teams', 'read'),
  operationId: 'listTeams',
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
  ...keyAccess('teams', 'write'),
  operationId: 'createTeam',
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
  ...keyAccess('teams', 'write'),
  operationId: 'updateTeam',
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
    const company = await companyForAction(db, requireActor(c), 'manageTeams', c.req.valid('param').slug);
    return c.json({ teams: await readTeams(db, company.id) }, 200);
  })
  .openapi(create, async (c) => {
    const { deps } = c.var;
    const slug = c.req.valid('param').slug;
    const company = await companyForAction(deps.database.db, requireActor(c), 'manageTeams', slug);
    const team = await createTeam(deps.database.db, company.id, c.req.valid('json').name, deps.clock.now());
    return c.json({ team }, 201);
  })
  .openapi(rename, async (c) => {
    const db = c.var.deps.database.db;
    const { slug, teamId } = c.req.valid('param');
    if (!isUuid(teamId)) throw new AppError('RECORD_NOT_FOUND');
    const actor = requireActor(c);
    const company = await companyForAction(db, actor, 'manageTeams', slug);
    if (!can(actor, 'rename', { kind: 'team', id: teamId, companyId: company.id })) {
      throw recordRefusal(actor, company.id);
    }
    return c.json({ team: await renameTeam(db, company.id, teamId, c.req.valid('json').name) }, 200);
  });
