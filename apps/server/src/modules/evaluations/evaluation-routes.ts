import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  acknowledgementSchema,
  evaluationContentSchema,
  evaluationCreateSchema,
  evaluationDecisionSchema,
  evaluationListSchema,
  evaluationResponseSchema,
  selfAssessmentSchema,
} from '@tera/domain';
import { requirePrincipal } from '../../auth/principal.ts';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { EVALUATION_VIEWS, readEvaluationRow, readEvaluations, toEvaluation } from './evaluation-read.ts';
import {
  acknowledgeEvaluation,
  completeEvaluation,
  createEvaluation,
  decideEvaluation,
  saveEvaluation,
  selfAssess,
  submitEvaluation,
} from './evaluation-store.ts';

const signedIn = { ...access('authenticated'), tags: ['evaluations'] };
const idParam = z.object({ evaluationId: z.string().max(64) });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const answer = (description: string) => ({
  description,
  content: { 'application/json': { schema: evaluationResponseSchema } },
});
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not this evaluation’s leader, approver or person'),
  404: errorResponse('No such evaluation for the caller'),
};
const moveRefusals = {
  ...refusals,
  409: errorResponse(
    'Not possible in the evaluation’s status (EVALUATION_STATUS_CHANGE), or scores missing (EVALUATION_INCOMPLETE)',
  ),
};

const list = createRoute({
  method: 'get',
  path: '/evaluations',
  operationId: 'listEvaluations',
  summary: 'The caller’s own evaluations, those of the people they lead now, or those they may approve',
  ...signedIn,
  request: { query: z.object({ view: z.enum(EVALUATION_VIEWS).default('mine') }) },
  responses: {
    200: { description: 'Evaluations', content: { 'application/json': { schema: evaluationListSchema } } },
    400: errorResponse('Unknown view'),
    401: errorResponse('Not signed in'),
  },
});

const create = createRoute({
  method: 'post',
  path: '/evaluations',
  operationId: 'createEvaluation',
  summary: 'A leader starts the evaluation of a person who reports to them, for a period',
  ...signedIn,
  request: body(evaluationCreateSchema),
  responses: {
    201: answer('Started, pending'),
    400: errorResponse('Invalid period'),
    ...refusals,
    409: errorResponse('The person already has an evaluation for that period (EVALUATION_EXISTS)'),
  },
});

const read = createRoute({
  method: 'get',
  path: '/evaluations/{evaluationId}',
  operationId: 'readEvaluation',
  summary: 'One evaluation, with its scores and texts only for whoever may read them',
  ...signedIn,
  request: { params: idParam },
  responses: { 200: answer('The evaluation'), ...refusals },
});

const save = createRoute({
  method: 'put',
  path: '/evaluations/{evaluationId}',
  operationId: 'saveEvaluation',
  summary: 'The leader writes the scores and texts; the evaluation becomes a draft',
  ...signedIn,
  request: { params: idParam, ...body(evaluationContentSchema) },
  responses: { 200: answer('Saved'), 400: errorResponse('Invalid scores or texts'), ...moveRefusals },
});

const move = (path: string, operationId: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `/evaluations/{evaluationId}/${path}`,
    operationId,
    summary,
    ...signedIn,
    request: { params: idParam },
    responses: { 200: answer('Moved'), ...moveRefusals },
  });

const submit = move('submit', 'submitEvaluation', 'The leader sends the evaluation for approval');
const complete = move(
  'complete',
  'completeEvaluation',
  'The leader releases an approved evaluation to the person',
);

const decide = createRoute({
  method: 'post',
  path: '/evaluations/{evaluationId}/decision',
  operationId: 'decideEvaluation',
  summary: 'The evaluator’s leader or a company admin approves, or rejects with a reason',
  ...signedIn,
  request: { params: idParam, ...body(evaluationDecisionSchema) },
  responses: { 200: answer('Decided'), 400: errorResponse('No reason to reject'), ...moveRefusals },
});

const selfAssessment = createRoute({
  method: 'put',
  path: '/evaluations/{evaluationId}/self-assessment',
  operationId: 'saveSelfAssessment',
  summary: 'The person writes their self-assessment, before their leader submits',
  ...signedIn,
  request: { params: idParam, ...body(selfAssessmentSchema) },
  responses: { 200: answer('Saved'), 400: errorResponse('Empty or too long'), ...moveRefusals },
});

const acknowledge = createRoute({
  method: 'post',
  path: '/evaluations/{evaluationId}/acknowledgement',
  operationId: 'acknowledgeEvaluation',
  summary: 'The person acknowledges a completed evaluation, with an optional comment',
  ...signedIn,
  request: { params: idParam, ...body(acknowledgementSchema) },
  responses: { 200: answer('Acknowledged'), 400: errorResponse('Comment too long'), ...moveRefusals },
});

export const evaluationRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const actor = requireActor(c);
    const evaluations = await readEvaluations(c.var.deps.database.db, actor, c.req.valid('query').view);
    return c.json({ evaluations }, 200);
  })
  .openapi(create, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const row = await createEvaluation(deps.database.db, actor, c.req.valid('json'), deps.clock.now());
    return c.json({ evaluation: toEvaluation(actor, row) }, 201);
  })
  .openapi(read, async (c) => {
    const actor = requireActor(c);
    const row = await readEvaluationRow(c.var.deps.database.db, actor, c.req.valid('param').evaluationId);
    return c.json({ evaluation: toEvaluation(actor, row) }, 200);
  })
  .openapi(save, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const id = c.req.valid('param').evaluationId;
    const row = await saveEvaluation(deps.database.db, actor, id, c.req.valid('json'), deps.clock.now());
    return c.json({ evaluation: toEvaluation(actor, row) }, 200);
  })
  .openapi(submit, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const row = await submitEvaluation(
      deps.database.db,
      actor,
      c.req.valid('param').evaluationId,
      deps.clock.now(),
    );
    return c.json({ evaluation: toEvaluation(actor, row) }, 200);
  })
  .openapi(decide, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const id = c.req.valid('param').evaluationId;
    const row = await decideEvaluation(deps.database.db, actor, id, c.req.valid('json'), deps.clock.now());
    return c.json({ evaluation: toEvaluation(actor, row) }, 200);
  })
  .openapi(complete, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const id = c.req.valid('param').evaluationId;
    const row = await completeEvaluation(deps.database.db, actor, id, deps.clock.now());
    return c.json({ evaluation: toEvaluation(actor, row) }, 200);
  })
  .openapi(selfAssessment, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const id = c.req.valid('param').evaluationId;
    const row = await selfAssess(
      deps.database.db,
      { ...actor, timeZone: requirePrincipal(c).timeZone },
      id,
      c.req.valid('json'),
      deps.clock.now(),
    );
    return c.json({ evaluation: toEvaluation(actor, row) }, 200);
  })
  .openapi(acknowledge, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const id = c.req.valid('param').evaluationId;
    const comment = c.req.valid('json').comment;
    const row = await acknowledgeEvaluation(deps.database.db, actor, id, comment, deps.clock.now());
    return c.json({ evaluation: toEvaluation(actor, row) }, 200);
  });
