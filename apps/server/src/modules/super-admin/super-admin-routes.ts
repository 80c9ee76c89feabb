import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  adminCompanyPageSchema,
  adminDemoRequestPageSchema,
  adminListQuerySchema,
  adminOutboxMailSchema,
  adminOutboxPageSchema,
  adminPersonPageSchema,
  adminSubscriptionPageSchema,
  can,
  planChangeResultSchema,
  planChangeSchema,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { AppError } from '../../http/app-error.ts';
import { recordRefusal } from '../../http/record-refusal.ts';
import { listCompanies } from './list-companies.ts';
import { listDemoRequests } from './list-demo-requests.ts';
import { listOutbox, readOutboxMail } from './list-outbox.ts';
import { listPeople } from './list-people.ts';
import { listSubscriptions } from './list-subscriptions.ts';
import { setCompanyPlan } from './set-company-plan.ts';

const superAdmin = { ...access('super-admin'), tags: ['super-admin'] };
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not a platform administrator'),
};

/** Ids are UUIDs; anything else names no row, and is answered as such rather than as bad input. */
function existingId(id: string): string {
  if (!z.uuid().safeParse(id).success) throw new AppError('RECORD_NOT_FOUND');
  return id;
}

function listRoute(operationId: string, path: string, summary: string, schema: z.ZodType) {
  return createRoute({
    method: 'get',
    path,
    operationId,
    summary,
    ...superAdmin,
    request: { query: adminListQuerySchema },
    responses: {
      200: { description: 'One page of the list', content: { 'application/json': { schema } } },
      400: errorResponse('Invalid page, page size or search'),
      ...refusals,
    },
  });
}

const companiesRoute = listRoute(
  'adminListCompanies',
  '/admin/companies',
  'Every company with its plan, subscription status and active people',
  adminCompanyPageSchema,
);
const peopleRoute = listRoute(
  'adminListPeople',
  '/admin/people',
  'Everyone with an account: company, role, active, platform administrator',
  adminPersonPageSchema,
);
const subscriptionsRoute = listRoute(
  'adminListSubscriptions',
  '/admin/subscriptions',
  "Every company's subscription",
  adminSubscriptionPageSchema,
);
const outboxRoute = listRoute(
  'adminListOutbox',
  '/admin/outbox',
  'The e-mails the app wrote, delivered or not',
  adminOutboxPageSchema,
);
const demoRequestsRoute = listRoute(
  'adminListDemoRequests',
  '/admin/demo-requests',
  'Demo requests from the landing page',
  adminDemoRequestPageSchema,
);

const outboxMailRoute = createRoute({
  method: 'get',
  path: '/admin/outbox/{id}',
  operationId: 'adminReadOutboxMail',
  summary: 'One e-mail of the outbox, with its text body',
  ...superAdmin,
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: { description: 'The e-mail', content: { 'application/json': { schema: adminOutboxMailSchema } } },
    ...refusals,
    404: errorResponse('No such e-mail'),
  },
});

const planRoute = createRoute({
  method: 'put',
  path: '/admin/companies/{companyId}/plan',
  operationId: 'adminSetCompanyPlan',
  summary: "Set a company's plan by hand (no online payment): price, seats and features follow the plan",
  ...superAdmin,
  request: {
    params: z.object({ companyId: z.string().max(100) }),
    body: { content: { 'application/json': { schema: planChangeSchema } }, required: true },
  },
  responses: {
    200: {
      description: 'The subscription as saved',
      content: { 'application/json': { schema: planChangeResultSchema } },
    },
    400: errorResponse('Unknown plan or status'),
    ...refusals,
    404: errorResponse('No such company'),
  },
});

export const superAdminRoutes = new OpenAPIHono<AppEnv>()
  .openapi(companiesRoute, async (c) =>
    c.json(await listCompanies(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(peopleRoute, async (c) =>
    c.json(await listPeople(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(subscriptionsRoute, async (c) =>
    c.json(await listSubscriptions(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(outboxRoute, async (c) =>
    c.json(await listOutbox(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(outboxMailRoute, async (c) =>
    c.json(await readOutboxMail(c.var.deps.database.db, existingId(c.req.valid('param').id)), 200),
  )
  .openapi(demoRequestsRoute, async (c) =>
    c.json(await listDemoRequests(c.var.deps.database.db, c.req.valid('query')), 200),
  )
  .openapi(planRoute, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const companyId = existingId(c.req.valid('param').companyId);
    if (!can(actor, 'changePlan', { kind: 'company', id: companyId })) throw recordRefusal(actor, companyId);
    const change = c.req.valid('json');
    const subscription = await setCompanyPlan(deps.database.db, companyId, change, deps.clock.now());
    deps.logger.info(
      { by: actor.userId, companyId, planType: change.planType, status: change.status },
      'company plan set by a platform administrator',
    );
    return c.json({ subscription }, 200);
  });
