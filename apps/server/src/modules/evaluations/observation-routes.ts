import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  observationCreateSchema,
  observationInputSchema,
  observationListSchema,
  observationResponseSchema,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import {
  createObservation,
  deleteObservation,
  readObservations,
  updateObservation,
} from './observation-store.ts';

const signedIn = { ...access('authenticated'), tags: ['observations'] };
const idParam = z.object({ observationId: z.string().max(64) });
const answer = (description: string) => ({
  description,
  content: { 'application/json': { schema: observationResponseSchema } },
});
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not the person’s leader, or not the author'),
  404: errorResponse('No such observation or person for the caller'),
};

const list = createRoute({
  method: 'get',
  path: '/observations',
  operationId: 'listObservations',
  summary: 'The caller’s own observations and the shared ones about them or the people they lead',
  ...signedIn,
  request: { query: z.object({ employeeId: z.string().max(64).optional() }) },
  responses: {
    200: { description: 'Observations', content: { 'application/json': { schema: observationListSchema } } },
    401: errorResponse('Not signed in'),
  },
});

const create = createRoute({
  method: 'post',
  path: '/observations',
  operationId: 'createObservation',
  summary: 'A leader records an observation about a person who reports to them',
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: observationCreateSchema } }, required: true } },
  responses: { 201: answer('Recorded'), 400: errorResponse('Invalid observation'), ...refusals },
});

const update = createRoute({
  method: 'put',
  path: '/observations/{observationId}',
  operationId: 'updateObservation',
  summary: 'Its author changes an observation',
  ...signedIn,
  request: {
    params: idParam,
    body: { content: { 'application/json': { schema: observationInputSchema } }, required: true },
  },
  responses: { 200: answer('Changed'), 400: errorResponse('Invalid observation'), ...refusals },
});

const remove = createRoute({
  method: 'delete',
  path: '/observations/{observationId}',
  operationId: 'deleteObservation',
  summary: 'Its author deletes an observation',
  ...signedIn,
  request: { params: idParam },
  responses: { 204: { description: 'Deleted' }, ...refusals },
});

export const observationRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const actor = requireActor(c);
    const observations = await readObservations(
      c.var.deps.database.db,
      actor,
      c.req.valid('query').employeeId,
    );
    return c.json({ observations }, 200);
  })
  .openapi(create, async (c) => {
    const { deps } = c.var;
    const { employeeId, ...input } = c.req.valid('json');
    const observation = await createObservation(
      deps.database.db,
      requireActor(c),
      employeeId,
      input,
      deps.clock.now(),
    );
    return c.json({ observation }, 201);
  })
  .openapi(update, async (c) => {
    const { deps } = c.var;
    const observation = await updateObservation(
      deps.database.db,
      requireActor(c),
      c.req.valid('param').observationId,
      c.req.valid('json'),
      deps.clock.now(),
    );
    return c.json({ observation }, 200);
  })
  .openapi(remove, async (c) => {
    await deleteObservation(c.var.deps.database.db, requireActor(c), c.req.valid('param').observationId);
    return c.body(null, 204);
  });
