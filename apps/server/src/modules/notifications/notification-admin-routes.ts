import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  deliveryLogQuerySchema,
  deliveryLogSchema,
  renderedMailSchema,
  scheduleInputSchema,
  scheduleSchema,
  schedulesListSchema,
  templateDraftSchema,
  templateInputSchema,
  templateSchema,
  templatesListSchema,
  type TemplateDraft,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import { requirePrincipal } from '../../auth/principal.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { rateLimitPerClient } from '../../http/rate-limit.ts';
import { AppError } from '../../http/app-error.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { companyForAction } from '../people/company-for-action.ts';
import { readDeliveryLog } from './delivery-log.ts';
import { composeNotificationMail } from './notification-mail.ts';
import { sampleUnsubscribeLink, sampleValues, type SampleRecipient } from './sample-values.ts';
import { createSchedule, deleteSchedule, listSchedules, updateSchedule } from './schedule-store.ts';
import { checkTemplate } from './template-engine.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './template-store.ts';

const TEST_MAIL_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };
const adminOnly = { ...access('company-admin'), tags: ['notifications'] };
const slugParam = z.object({ slug: z.string().max(80) });
const scheduleParams = slugParam.extend({ scheduleId: z.string().max(64) });
const templateParams = slugParam.extend({ templateId: z.string().max(64) });
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ ...json(schema), required: true });
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin of this company'),
  404: errorResponse('No such company, schedule or template'),
};
const invalid = {
  400: errorResponse('Invalid fields'),
  422: errorResponse('A template, team or variable the company or the type does not have'),
};
const scheduleResponse = z.object({ schedule: scheduleSchema });
const templateResponse = z.object({ template: templateSchema });

const listSchedulesRoute = createRoute({
  method: 'get',
  path: '/companies/{slug}/notifications/schedules',
  operationId: 'listNotificationSchedules',
  summary: 'The company’s notification schedules',
  ...adminOnly,
  request: { params: slugParam },
  responses: { 200: { description: 'Schedules', ...json(schedulesListSchema) }, ...refusals },
});

const createScheduleRoute = createRoute({
  method: 'post',
  path: '/companies/{slug}/notifications/schedules',
  operationId: 'createNotificationSchedule',
  summary: 'Add a schedule; its occurrences are due from now on',
  ...adminOnly,
  request: { params: slugParam, body: body(scheduleInputSchema) },
  responses: { 201: { description: 'Created', ...json(scheduleResponse) }, ...invalid, ...refusals },
});

const updateScheduleRoute = createRoute({
  method: 'put',
  path: '/companies/{slug}/notifications/schedules/{scheduleId}',
  operationId: 'updateNotificationSchedule',
  summary: 'Change a schedule; a new time, zone, days or on/off counts occurrences from now on',
  ...adminOnly,
  request: { params: scheduleParams, body: body(scheduleInputSchema) },
  responses: { 200: { description: 'Saved', ...json(scheduleResponse) }, ...invalid, ...refusals },
});

const deleteScheduleRoute = createRoute({
  method: 'delete',
  path: '/companies/{slug}/notifications/schedules/{scheduleId}',
  operationId: 'deleteNotificationSchedule',
  summary: 'Remove a schedule; its deliveries stay in the log',
  ...adminOnly,
  request: { params: scheduleParams },
  responses: { 204: { description: 'Deleted' }, ...refusals },
});

const listTemplatesRoute = createRoute({
  method: 'get',
  path: '/companies/{slug}/notifications/templates',
  operationId: 'listNotificationTemplates',
  summary: 'Tera’s templates, then the company’s own',
  ...adminOnly,
  request: { params: slugParam },
  responses: { 200: { description: 'Templates', ...json(templatesListSchema) }, ...refusals },
});

const createTemplateRoute = createRoute({
  method: 'post',
  path: '/companies/{slug}/notifications/templates',
  operationId: 'createNotificationTemplate',
  summary: 'Save a template of the company; as default it replaces the type’s previous one',
  ...adminOnly,
  request: { params: slugParam, body: body(templateInputSchema) },
  responses: { 201: { description: 'Created', ...json(templateResponse) }, ...invalid, ...refusals },
});

const updateTemplateRoute = createRoute({
  method: 'put',
  path: '/companies/{slug}/notifications/templates/{templateId}',
  operationId: 'updateNotificationTemplate',
  summary: 'Change a template of the company; Tera’s own are not editable',
  ...adminOnly,
  request: { params: templateParams, body: body(templateInputSchema) },
  responses: {
    200: { description: 'Saved', ...json(templateResponse) },
    ...invalid,
    ...refusals,
    409: errorResponse('A schedule names it, so its type stays'),
  },
});

const deleteTemplateRoute = createRoute({
  method: 'delete',
  path: '/companies/{slug}/notifications/templates/{templateId}',
  operationId: 'deleteNotificationTemplate',
  summary: 'Remove a template of the company that no schedule names',
  ...adminOnly,
  request: { params: templateParams },
  responses: {
    204: { description: 'Deleted' },
    ...refusals,
    409: errorResponse('A schedule names it'),
  },
});

const previewRoute = createRoute({
  method: 'post',
  path: '/companies/{slug}/notifications/templates/preview',
  operationId: 'previewNotificationTemplate',
  summary: 'Render a draft with sample values, as the mail would read',
  ...adminOnly,
  request: { params: slugParam, body: body(templateDraftSchema) },
  responses: {
    200: { description: 'The rendered mail', ...json(renderedMailSchema) },
    ...invalid,
    ...refusals,
  },
});

const testRoute = createRoute({
  method: 'post',
  path: '/companies/{slug}/notifications/templates/test',
  operationId: 'sendNotificationTemplateTest',
  summary: 'Send a draft, rendered with sample values and marked as a test, to the caller',
  ...adminOnly,
  // Each test is a real mail: a held-down button must not become a flood.
  middleware: [rateLimitPerClient('notification-test-mail', TEST_MAIL_RATE_LIMIT)] as const,
  request: { params: slugParam, body: body(templateDraftSchema) },
  responses: {
    202: { description: 'Handed to the mail server', ...json(z.object({ sentTo: z.string() })) },
    ...invalid,
    ...refusals,
    429: errorResponse('Too many test mails; Retry-After says when to send again'),
    503: errorResponse('The mail server did not take it', ['NETWORK_ERROR']),
  },
});

const deliveriesRoute = createRoute({
  method: 'get',
  path: '/companies/{slug}/notifications/deliveries',
  operationId: 'listNotificationDeliveries',
  summary: 'The delivery log, newest first, 50 at a time, with counts per status',
  ...adminOnly,
  request: { params: slugParam, query: deliveryLogQuerySchema },
  responses: {
    200: { description: 'A page of the log', ...json(deliveryLogSchema) },
    400: errorResponse('Invalid filter'),
    ...refusals,
  },
});

/** A draft as the admin's own mail would read: checked first, so a preview never hides a refusal. */
function renderDraft(deps: AppDeps, draft: TemplateDraft, recipient: SampleRecipient, test: boolean) {
  checkTemplate(draft.type, draft.content, 'content');
  return composeNotificationMail({
    type: draft.type,
    language: draft.language,
    content: draft.content,
    values: sampleValues(draft.type, draft.language, recipient, deps.config, deps.clock.now()),
    company: recipient.company,
    unsubscribeLink: sampleUnsubscribeLink(deps.config),
    test,
  });
}

export const notificationAdminRoutes = new OpenAPIHono<AppEnv>()
  .openapi(listSchedulesRoute, async (c) => {
    const db = c.var.deps.database.db;
    const company = await companyForAction(
      db,
      requireActor(c),
      'manageNotifications',
      c.req.valid('param').slug,
    );
    return c.json({ schedules: await listSchedules(db, company.id) }, 200);
  })
  .openapi(createScheduleRoute, async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const company = await companyForAction(
      db,
      requireActor(c),
      'manageNotifications',
      c.req.valid('param').slug,
    );
    const schedule = await createSchedule(db, company.id, c.req.valid('json'), deps.clock.now());
    return c.json({ schedule }, 201);
  })
  .openapi(updateScheduleRoute, async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const { slug, scheduleId } = c.req.valid('param');
    const company = await companyForAction(db, requireActor(c), 'manageNotifications', slug);
    const schedule = await updateSchedule(db, company.id, scheduleId, c.req.valid('json'), deps.clock.now());
    return c.json({ schedule }, 200);
  })
  .openapi(deleteScheduleRoute, async (c) => {
    const db = c.var.deps.database.db;
    const { slug, scheduleId } = c.req.valid('param');
    const company = await companyForAction(db, requireActor(c), 'manageNotifications', slug);
    await deleteSchedule(db, company.id, scheduleId);
    return c.body(null, 204);
  })
  .openapi(listTemplatesRoute, async (c) => {
    const db = c.var.deps.database.db;
    const company = await companyForAction(
      db,
      requireActor(c),
      'manageNotifications',
      c.req.valid('param').slug,
    );
    return c.json({ templates: await listTemplates(db, company.id, c.var.language) }, 200);
  })
  .openapi(createTemplateRoute, async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const company = await companyForAction(
      db,
      requireActor(c),
      'manageNotifications',
      c.req.valid('param').slug,
    );
    const template = await createTemplate(db, company.id, c.req.valid('json'), deps.clock.now());
    return c.json({ template }, 201);
  })
  .openapi(updateTemplateRoute, async (c) => {
    const { deps } = c.var;
    const db = deps.database.db;
    const { slug, templateId } = c.req.valid('param');
    const company = await companyForAction(db, requireActor(c), 'manageNotifications', slug);
    const template = await updateTemplate(db, company.id, templateId, c.req.valid('json'), deps.clock.now());
    return c.json({ template }, 200);
  })
  .openapi(deleteTemplateRoute, async (c) => {
    const db = c.var.deps.database.db;
    const { slug, templateId } = c.req.valid('param');
    const company = await companyForAction(db, requireActor(c), 'manageNotifications', slug);
    await deleteTemplate(db, company.id, templateId);
    return c.body(null, 204);
  })
  .openapi(previewRoute, async (c) => {
    const { deps } = c.var;
    const principal = requirePrincipal(c);
    const company = await companyForAction(
      deps.database.db,
      requireActor(c),
      'manageNotifications',
      c.req.valid('param').slug,
    );
    const recipient = {
      name: principal.fullName,
      company: company.name,
      companySlug: company.slug,
      timeZone: principal.timeZone,
    };
    return c.json(await renderDraft(deps, c.req.valid('json'), recipient, false), 200);
  })
  .openapi(testRoute, async (c) => {
    const { deps } = c.var;
    const principal = requirePrincipal(c);
    const company = await companyForAction(
      deps.database.db,
      requireActor(c),
      'manageNotifications',
      c.req.valid('param').slug,
    );
    const recipient = {
      name: principal.fullName,
      company: company.name,
      companySlug: company.slug,
      timeZone: principal.timeZone,
    };
    const mail = await renderDraft(deps, c.req.valid('json'), recipient, true);
    const receipt = await deps.mailer.send({ to: principal.email, ...mail });
    if (receipt.status === 'failed')
      throw new AppError('NETWORK_ERROR', { message: receipt.failure?.detail });
    return c.json({ sentTo: principal.email }, 202);
  })
  .openapi(deliveriesRoute, async (c) => {
    const db = c.var.deps.database.db;
    const company = await companyForAction(
      db,
      requireActor(c),
      'manageNotifications',
      c.req.valid('param').slug,
    );
    return c.json(await readDeliveryLog(db, company.id, c.req.valid('query')), 200);
  });
