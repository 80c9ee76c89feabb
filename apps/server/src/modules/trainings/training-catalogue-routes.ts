import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { can, trainingCatalogueSchema, trainingInputSchema, trainingSchema, type Actor } from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { keyAccess } from '../../http/api-key-access.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { recordRefusal } from '../../http/record-refusal.ts';
import { developmentCompany } from './development-company.ts';
import {
  createTraining,
  presentTraining,
  readCatalogue,
  updateTraining,
  withdrawTraining,
} from './training-catalogue-store.ts';
import { planHasFeature } from './plan-feature.ts';

const members = { ...access('company-member'), tags: ['trainings'] };
const slugParam = z.object({ slug: z.string().max(80) });
const trainingParams = slugParam.extend({ trainingId: z.uuid() });
const body = { content: { 'application/json': { schema: trainingInputSchema } }, required: true };
const trainingResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ training: trainingSchema }) } },
});
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not a leader or admin of this company'),
  404: errorResponse('No such company or training'),
};

const list = createRoute({
  method: 'get',
  path: '/companies/{slug}/trainings',
  ...keyAccess('trainings', 'read'),
  operationId: 'listTrainings',
  summary: "The company's training catalogue; video links only on plans with videoTraining",
  ...members,
  request: { params: slugParam },
  responses: {
    200: { description: 'Catalogue', content: { 'application/json': { schema: trainingCatalogueSchema } } },
    401: errorResponse('Not signed in'),
    404: errorResponse('No such company'),
  },
});

const create = createRoute({
  method: 'post',
  path: '/companies/{slug}/trainings',
  operationId: 'createTraining',
  summary: 'Add a training to the catalogue (leaders and admins)',
  ...members,
  request: { params: slugParam, body },
  responses: { 201: trainingResponse('Added'), 400: errorResponse('Invalid training'), ...refusals },
});

const update = createRoute({
  method: 'put',
  path: '/companies/{slug}/trainings/{trainingId}',
  operationId: 'updateTraining',
  summary: 'Change a catalogue training (leaders and admins)',
  ...members,
  request: { params: trainingParams, body },
  responses: { 200: trainingResponse('Changed'), 400: errorResponse('Invalid training'), ...refusals },
});

const withdraw = createRoute({
  method: 'delete',
  path: '/companies/{slug}/trainings/{trainingId}',
  operationId: 'withdrawTraining',
  summary: 'Withdraw a training from the catalogue; assignments made from it keep their copy',
  ...members,
  request: { params: trainingParams },
  responses: { 204: { description: 'Withdrawn' }, ...refusals },
});

function requireManager(actor: Actor, companyId: string) {
  if (!can(actor, 'manage', { kind: 'trainingCatalogue', companyId })) throw recordRefusal(actor, companyId);
}

export const trainingCatalogueRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const company = await developmentCompany(
      deps.database.db,
      actor,
      c.req.valid('param').slug,
      deps.clock.now(),
    );
    const withVideo = await planHasFeature(c, 'videoTraining');
    const rows = await readCatalogue(deps.database.db, company.id);
    return c.json(
      {
        trainings: rows.map((row) => presentTraining(row, withVideo)),
        canManage: can(actor, 'manage', { kind: 'trainingCatalogue', companyId: company.id }),
      },
      200,
    );
  })
  .openapi(create, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const now = deps.clock.now();
    const company = await developmentCompany(deps.database.db, actor, c.req.valid('param').slug, now);
    requireManager(actor, company.id);
    const row = await createTraining(deps.database.db, company.id, actor.userId, c.req.valid('json'), now);
    return c.json({ training: presentTraining(row, await planHasFeature(c, 'videoTraining')) }, 201);
  })
  .openapi(update, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const now = deps.clock.now();
    const { slug, trainingId } = c.req.valid('param');
    const company = await developmentCompany(deps.database.db, actor, slug, now);
    requireManager(actor, company.id);
    const row = await updateTraining(deps.database.db, company.id, trainingId, c.req.valid('json'), now);
    return c.json({ training: presentTraining(row, await planHasFeature(c, 'videoTraining')) }, 200);
  })
  .openapi(withdraw, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const now = deps.clock.now();
    const { slug, trainingId } = c.req.valid('param');
    const company = await developmentCompany(deps.database.db, actor, slug, now);
    requireManager(actor, company.id);
    await withdrawTraining(deps.database.db, company.id, trainingId, now);
    return c.body(null, 204);
  });
