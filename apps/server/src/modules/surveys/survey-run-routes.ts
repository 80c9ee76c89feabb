import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  SUPPORTED_LANGUAGES,
  surveyLaunchSchema,
  surveyReopenSchema,
  surveyResultsSchema,
} from '@tera/domain';
import type { AppEnv } from '../../http/app-env.ts';
import { keyAccess } from '../../http/api-key-access.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { REPORT_MEDIA_TYPES, renderReport } from '../reports/render-report.ts';
import { readSurveyResults } from './read-survey-results.ts';
import { surveyResultsDocument } from './survey-export.ts';
import { changeSurveyStatus, launchSurvey } from './survey-lifecycle.ts';
import {
  adminOnly,
  body,
  detailResponse,
  gateSurvey,
  json,
  refusals,
  surveyContext,
  surveyParams,
} from './survey-route-parts.ts';
import { readSurveyDetail, readSurveyRow } from './survey-store.ts';

const statusRefusal = {
  409: errorResponse('Not possible in the survey’s status (SURVEY_STATUS_CHANGE), or nothing to launch'),
};

const launch = createRoute({
  method: 'post',
  path: '/companies/{slug}/surveys/{surveyId}/launch',
  operationId: 'launchSurvey',
  summary:
    'Launch a draft to its audience, frozen with their teams and departments; recurrence needs professional',
  ...adminOnly,
  request: { params: surveyParams, body: body(surveyLaunchSchema) },
  responses: {
    200: detailResponse('Launched'),
    400: errorResponse('Invalid launch'),
    ...refusals,
    ...statusRefusal,
  },
});

const transition = (name: 'close' | 'archive' | 'unschedule', summary: string) =>
  createRoute({
    method: 'post',
    path: `/companies/{slug}/surveys/{surveyId}/${name}`,
    operationId: `${name}Survey`,
    summary,
    ...adminOnly,
    request: { params: surveyParams },
    responses: { 200: detailResponse('Done'), ...refusals, ...statusRefusal },
  });

const close = transition('close', 'Close an open survey: every answer so far is released');
const archive = transition('archive', 'Archive a closed survey or a draft');
const unschedule = transition('unschedule', 'Take a scheduled survey back to draft');

const reopen = createRoute({
  method: 'post',
  path: '/companies/{slug}/surveys/{surveyId}/reopen',
  operationId: 'reopenSurvey',
  summary: 'Reopen a closed survey until a new closing day',
  ...adminOnly,
  request: { params: surveyParams, body: body(surveyReopenSchema) },
  responses: {
    200: detailResponse('Reopened'),
    400: errorResponse('Invalid day'),
    ...refusals,
    ...statusRefusal,
  },
});

const results = createRoute({
  method: 'get',
  path: '/companies/{slug}/surveys/{surveyId}/results',
  ...keyAccess('surveys', 'read'),
  operationId: 'readSurveyResults',
  summary: 'Participation, figures and comments of the groups the release lets through',
  ...adminOnly,
  request: { params: surveyParams },
  responses: { 200: json(surveyResultsSchema, 'Results'), ...refusals },
});

const exportQuery = z.object({
  format: z.enum(['csv', 'xlsx']),
  lang: z.enum(SUPPORTED_LANGUAGES).optional(),
});

const exportResults = createRoute({
  method: 'get',
  path: '/companies/{slug}/surveys/{surveyId}/export',
  ...keyAccess('surveys', 'read'),
  operationId: 'exportSurveyResults',
  summary: 'The results as CSV or XLSX, exactly as the results screen shows them',
  ...adminOnly,
  request: { params: surveyParams, query: exportQuery },
  responses: {
    200: {
      description: 'The results file',
      content: Object.fromEntries(
        (['csv', 'xlsx'] as const).map((format) => [
          REPORT_MEDIA_TYPES[format],
          { schema: z.string().openapi({ format: 'binary' }) },
        ]),
      ),
    },
    400: errorResponse('An unknown format'),
    ...refusals,
  },
});

export const surveyRunRoutes = new OpenAPIHono<AppEnv>()
  .openapi(launch, async (c) => {
    const { slug, surveyId } = c.req.valid('param');
    const { db, now, company } = await surveyContext(c, 'manageSurveys', slug);
    const input = c.req.valid('json');
    const survey = await readSurveyRow(db, company.id, surveyId);
    await gateSurvey(c, { content: survey.content, recurrence: input.recurrence });
    await launchSurvey(db, { companyId: company.id, surveyId, launch: input, today: company.today, now });
    return c.json({ survey: await readSurveyDetail(db, company.id, surveyId, company.today) }, 200);
  })
  .openapi(reopen, async (c) => {
    const { slug, surveyId } = c.req.valid('param');
    const { db, now, company } = await surveyContext(c, 'manageSurveys', slug);
    const { closesOn } = c.req.valid('json');
    await changeSurveyStatus(db, {
      companyId: company.id,
      surveyId,
      transition: 'reopen',
      closesOn,
      today: company.today,
      now,
    });
    return c.json({ survey: await readSurveyDetail(db, company.id, surveyId, company.today) }, 200);
  })
  .openapi(results, async (c) => {
    const { slug, surveyId } = c.req.valid('param');
    const { actor, db, now, company } = await surveyContext(c, 'manageSurveys', slug);
    return c.json(
      await readSurveyResults(db, {
        companyId: company.id,
        surveyId,
        today: company.today,
        now,
        viewerId: actor.userId,
      }),
      200,
    );
  })
  .openapi(exportResults, async (c) => {
    const { slug, surveyId } = c.req.valid('param');
    const { format } = c.req.valid('query');
    const language = c.req.valid('query').lang ?? requestLanguage(c);
    const { actor, db, now, company } = await surveyContext(c, 'manageSurveys', slug);
    const released = await readSurveyResults(db, {
      companyId: company.id,
      surveyId,
      today: company.today,
      now,
      viewerId: actor.userId,
    });
    const survey = await readSurveyDetail(db, company.id, surveyId, company.today);
    const document = surveyResultsDocument(survey, released, language, company.today);
    const rendered = await renderReport(document, format, `tera-survey-${company.today}`);
    return c.body(new Uint8Array(rendered.body), 200, rendered.headers);
  });

for (const [route, name] of [
  [close, 'close'],
  [archive, 'archive'],
  [unschedule, 'unschedule'],
] as const) {
  surveyRunRoutes.openapi(route, async (c) => {
    const { slug, surveyId } = c.req.valid('param');
    const { db, now, company } = await surveyContext(c, 'manageSurveys', slug);
    await changeSurveyStatus(db, {
      companyId: company.id,
      surveyId,
      transition: name,
      today: company.today,
      now,
    });
    return c.json({ survey: await readSurveyDetail(db, company.id, surveyId, company.today) }, 200);
  });
}
