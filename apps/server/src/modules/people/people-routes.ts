import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { peopleListSchema, peopleQuerySchema, personResponseSchema, personUpdateSchema } from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { keyAccess } from '../../http/api-key-access.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { AppError } from '../../http/app-error.ts';
import { companyForAction } from './company-for-action.ts';
import { companyOfSlug, countSeats } from './company-seats.ts';
import { deactivatePerson, reactivatePerson } from './person-status.ts';
import { readPeople, readPerson } from './read-people.ts';
import { updatePerson } from './update-person.ts';

const adminOnly = { ...access('company-admin'), tags: ['people'] };
const slugParam = z.object({ slug: z.string().max(80) });
const personParams = slugParam.extend({ userId: z.string().max(64) });
const personResponse = {
  description: 'The person as saved',
  content: { 'application/json': { schema: personResponseSchema } },
};
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin of this company'),
  404: errorResponse('No such person in this company'),
};

const list = createRoute({
  method: 'get',
  path: '/companies/{slug}/people',
  ...keyAccess('people', 'read'),
  operationId: 'listPeople',
  summary: 'The people of a company, filtered, with the seats in use and the plan’s limit',
  ...adminOnly,
  request: { params: slugParam, query: peopleQuerySchema },
  responses: {
    200: { description: 'People', content: { 'application/json': { schema: peopleListSchema } } },
    400: errorResponse('Invalid filter'),
    ...refusals,
  },
});

const update = createRoute({
  method: 'patch',
  path: '/companies/{slug}/people/{userId}',
  ...keyAccess('people', 'write'),
  operationId: 'updatePerson',
  summary: 'Change a person’s role, team, leader, job title or department',
  ...adminOnly,
  request: {
    params: personParams,
    body: { content: { 'application/json': { schema: personUpdateSchema } }, required: true },
  },
  responses: {
    200: personResponse,
    400: errorResponse('Invalid fields, or a team or leader outside the company'),
    ...refusals,
    409: errorResponse('The leader would close a reporting loop, or the last admin would be removed'),
  },
});

const deactivate = createRoute({
  method: 'post',
  path: '/companies/{slug}/people/{userId}/deactivate',
  ...keyAccess('people', 'write'),
  operationId: 'deactivatePerson',
  summary: 'Deactivate a person: their sessions end and their seat is freed',
  ...adminOnly,
  request: { params: personParams },
  responses: {
    200: personResponse,
    ...refusals,
    409: errorResponse('The last admin cannot be deactivated'),
  },
});

const reactivate = createRoute({
  method: 'post',
  path: '/companies/{slug}/people/{userId}/reactivate',
  ...keyAccess('people', 'write'),
  operationId: 'reactivatePerson',
  summary: 'Reactivate a person, if the plan has a seat for them',
  ...adminOnly,
  request: { params: personParams },
  responses: { 200: personResponse, ...refusals },
});

export const peopleRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const { deps } = c.var;
    const company = await companyForAction(
      deps.database.db,
      requireActor(c),
      'managePeople',
      c.req.valid('param').slug,
    );
    const people = await readPeople(deps.database.db, company.id, c.req.valid('query'));
    const seats = await countSeats(deps.database.db, company, deps.clock.now());
    return c.json({ people, seats }, 200);
  })
  .openapi(update, async (c) => {
    const { deps } = c.var;
    const { slug, userId } = c.req.valid('param');
    const company = await companyOfSlug(deps.database.db, slug);
    await updatePerson(
      deps.database.db,
      requireActor(c),
      company.id,
      userId,
      c.req.valid('json'),
      deps.clock.now(),
    );
    const person = await readPerson(deps.database.db, company.id, userId);
    if (!person) throw new AppError('RECORD_NOT_FOUND');
    return c.json({ person }, 200);
  })
  .openapi(deactivate, async (c) => {
    const { deps } = c.var;
    const { slug, userId } = c.req.valid('param');
    const company = await companyOfSlug(deps.database.db, slug);
    await deactivatePerson(deps.database.db, requireActor(c), company.id, userId, deps.clock.now());
    const person = await readPerson(deps.database.db, company.id, userId);
    if (!person) throw new AppError('RECORD_NOT_FOUND');
    return c.json({ person }, 200);
  })
  .openapi(reactivate, async (c) => {
    const { deps } = c.var;
    const { slug, userId } = c.req.valid('param');
    const company = await companyOfSlug(deps.database.db, slug);
    await reactivatePerson(deps.database.db, requireActor(c), company, userId, deps.clock.now());
    const person = await readPerson(deps.database.db, company.id, userId);
    if (!person) throw new AppError('RECORD_NOT_FOUND');
    return c.json({ person }, 200);
  });
