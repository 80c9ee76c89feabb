import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { surveyDraftSchema, surveyListSchema, surveyTemplatesSchema } from '@tera/domain';
import type { AppEnv } from '../../http/app-env.ts';
import { keyAccess } from '../../http/api-key-access.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import {
  adminOnly,
  body,
  detailResponse,
  gateSurvey,
  json,
  refusals,
  slugParam,
  surveyContext,
  surveyParams,
} from './survey-route-parts.ts';
import {
  createSurvey,
  deleteDraft,
  duplicateSurvey,
  readSurveyDetail,
  readSurveys,
  updateDraft,
} from './survey-store.ts';
import { deleteTemplate, readTemplates, saveAsTemplate } from './survey-template-store.ts';

const notDraft = { 409: errorResponse('The survey is no longer a draft (SURVEY_NOT_DRAFT)') };

const list = createRoute({
  method: 'get',
  path: '/companies/{slug}/surveys',
  ...keyAccess('surveys', 'read'),
  operationId: 'listSurveys',
  summary: "The company's surveys, newest first, archived last",
  ...adminOnly,
  request: { params: slugParam },
  responses: { 200: json(surveyListSchema, 'Surveys'), ...refusals },
});

const create = createRoute({
  method: 'post',
  path: '/companies/{slug}/surveys',
  operationId: 'createSurvey',
  summary: 'Save a new draft survey; own questions need the professional plan',
  ...adminOnly,
  request: { params: slugParam, body: body(surveyDraftSchema) },
  responses: { 201: detailResponse('Created'), 400: errorResponse('Invalid survey'), ...refusals },
});

const read = createRoute({
  method: 'get',
  path: '/companies/{slug}/surveys/{surveyId}',
  ...keyAccess('surveys', 'read'),
  operationId: 'readSurvey',
  summary: 'One survey with its questions, audience and thresholds',
  ...adminOnly,
  request: { params: surveyParams },
  responses: { 200: detailResponse('The survey'), ...refusals },
});

const update = createRoute({
  method: 'put',
  path: '/companies/{slug}/surveys/{surveyId}',
  operationId: 'updateSurvey',
  summary: 'Change a draft survey',
  ...adminOnly,
  request: { params: surveyParams, body: body(surveyDraftSchema) },
  responses: { 200: detailResponse('Saved'), 400: errorResponse('Invalid survey'), ...refusals, ...notDraft },
});

const remove = createRoute({
  method: 'delete',
  path: '/companies/{slug}/surveys/{surveyId}',
  operationId: 'deleteSurvey',
  summary: 'Delete a draft survey',
  ...adminOnly,
  request: { params: surveyParams },
  responses: { 204: { description: 'Deleted' }, ...refusals, ...notDraft },
});

const duplicate = createRoute({
  method: 'post',
  path: '/companies/{slug}/surveys/{surveyId}/duplicate',
  operationId: 'duplicateSurvey',
  summary: 'A new draft with the same texts and questions',
  ...adminOnly,
  request: { params: surveyParams },
  responses: { 201: detailResponse('The copy'), ...refusals },
});

const saveTemplate = createRoute({
  method: 'post',
  path: '/companies/{slug}/surveys/{surveyId}/template',
  operationId: 'saveSurveyAsTemplate',
  summary: "Save a survey's texts and questions as one of the company's templates",
  ...adminOnly,
  request: { params: surveyParams },
  responses: { 201: json(z.object({ templateId: z.string() }), 'Saved'), ...refusals },
});

const templates = createRoute({
  method: 'get',
  path: '/companies/{slug}/survey-templates',
  operationId: 'listSurveyTemplates',
  summary: "The team's templates in Spanish and English, then the company's own",
  ...adminOnly,
  request: { params: slugParam },
  responses: { 200: json(surveyTemplatesSchema, 'Templates'), ...refusals },
});

const removeTemplate = createRoute({
  method: 'delete',
  path: '/companies/{slug}/survey-templates/{templateId}',
  operationId: 'deleteSurveyTemplate',
  summary: "Delete one of the company's own templates",
  ...adminOnly,
  request: { params: slugParam.extend({ templateId: z.string().max(64) }) },
  responses: { 204: { description: 'Deleted' }, ...refusals },
});

export const surveyAdminRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const { db, company } = await surveyContext(c, 'manageSurveys', c.req.valid('param').slug);
    return c.json({ surveys: await readSurveys(db, company.id, company.today) }, 200);
  })
  .openapi(create, async (c) => {
    const { db, now, actor, company } = await surveyContext(c, 'manageSurveys', c.req.valid('param').slug);
    const draft = c.req.valid('json');
    await gateSurvey(c, draft);
    const id = await createSurvey(db, { companyId: company.id, createdBy: actor.userId, draft, now });
    return c.json({ survey: await readSurveyDetail(db, company.id, id, company.today) }, 201);
  })
  .openapi(read, async (c) => {
    const { slug, surveyId } = c.req.valid('param');
    const { db, company } = await surveyContext(c, 'manageSurveys', slug);
    return c.json({ survey: await readSurveyDetail(db, company.id, surveyId, company.today) }, 200);
  })
  .openapi(update, async (c) => {
    const { slug, surveyId } = c.req.valid('param');
    const { db, now, company } = await surveyContext(c, 'manageSurveys', slug);
    const draft = c.req.valid('json');
    await gateSurvey(c, draft);
    await updateDraft(db, { companyId: company.id, surveyId, draft, now });
    return c.json({ survey: await readSurveyDetail(db, company.id, surveyId, company.today) }, 200);
  })
  .openapi(remove, async (c) => {
    const { slug, surveyId } = c.req.valid('param');
    const { db, company } = await surveyContext(c, 'manageSurveys', slug);
    await deleteDraft(db, company.id, surveyId);
    return c.body(null, 204);
  })
  .openapi(duplicate, async (c) => {
    const { slug, surveyId } = c.req.valid('param');
    const { db, now, actor, company } = await surveyContext(c, 'manageSurveys', slug);
    const id = await duplicateSurvey(db, { companyId: company.id, surveyId, createdBy: actor.userId, now });
    return c.json({ survey: await readSurveyDetail(db, company.id, id, company.today) }, 201);
  })
  .openapi(saveTemplate, async (c) => {
    const { slug, surveyId } = c.req.valid('param');
    const { db, now, actor, company } = await surveyContext(c, 'manageSurveys', slug);
    const templateId = await saveAsTemplate(db, {
      companyId: company.id,
      surveyId,
      createdBy: actor.userId,
      now,
    });
    return c.json({ templateId }, 201);
  })
  .openapi(templates, async (c) => {
    const { db, company } = await surveyContext(c, 'manageSurveys', c.req.valid('param').slug);
    return c.json({ templates: await readTemplates(db, company.id) }, 200);
  })
  .openapi(removeTemplate, async (c) => {
    const { slug, templateId } = c.req.valid('param');
    const { db, company } = await surveyContext(c, 'manageSurveys', slug);
    await deleteTemplate(db, company.id, templateId);
    return c.body(null, 204);
  });
