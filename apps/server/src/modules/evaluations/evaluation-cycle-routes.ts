import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  evaluationCycleCreateSchema,
  evaluationCycleListSchema,
  evaluationCycleResponseSchema,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { companyForAction } from '../people/company-for-action.ts';
import { createCycle, readCycles } from './evaluation-cycle-store.ts';

const adminOnly = { ...access('company-admin'), tags: ['evaluations'] };
const slugParam = z.object({ slug: z.string().max(80) });
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin of this company'),
  404: errorResponse('No such company'),
};

const list = createRoute({
  method: 'get',
  path: '/companies/{slug}/evaluation-cycles',
  operationId: 'listEvaluationCycles',
  summary: 'The company’s evaluation cycles with how many evaluations are in each status',
  ...adminOnly,
  request: { params: slugParam },
  responses: {
    200: { description: 'Cycles', content: { 'application/json': { schema: evaluationCycleListSchema } } },
    ...refusals,
  },
});

const create = createRoute({
  method: 'post',
  path: '/companies/{slug}/evaluation-cycles',
  operationId: 'createEvaluationCycle',
  summary: 'Open a cycle: a pending evaluation for each person in it who has a leader',
  ...adminOnly,
  request: {
    params: slugParam,
    body: { content: { 'application/json': { schema: evaluationCycleCreateSchema } }, required: true },
  },
  responses: {
    201: {
      description: 'Opened',
      content: { 'application/json': { schema: evaluationCycleResponseSchema } },
    },
    400: errorResponse('Invalid period, due date or people'),
    ...refusals,
  },
});

export const evaluationCycleRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const db = c.var.deps.database.db;
    const slug = c.req.valid('param').slug;
    const company = await companyForAction(db, requireActor(c), 'manageEvaluationCycles', slug);
    return c.json({ cycles: await readCycles(db, company.id) }, 200);
  })
  .openapi(create, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const slug = c.req.valid('param').slug;
    const company = await companyForAction(deps.database.db, actor, 'manageEvaluationCycles', slug);
    const cycle = await createCycle(
      deps.database.db,
      company.id,
      actor.userId,
      c.req.valid('json'),
      deps.clock.now(),
    );
    return c.json({ cycle }, 201);
  });
