import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  mySurveysSchema,
  surveyProgressSchema,
  surveySubmissionSchema,
  surveyToAnswerSchema,
} from '@tera/domain';
import type { AppEnv } from '../../http/app-env.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import {
  readMySurveys,
  readSurveyToAnswer,
  saveSurveyProgress,
  submitSurveyAnswers,
} from './survey-answering.ts';
import {
  body,
  json,
  membersOnly,
  refusals,
  slugParam,
  surveyContext,
  surveyParams,
} from './survey-route-parts.ts';

const answerRefusals = {
  ...refusals,
  409: errorResponse('Not open (SURVEY_NOT_OPEN) or already answered (SURVEY_ALREADY_ANSWERED)'),
};

const mine = createRoute({
  method: 'get',
  path: '/companies/{slug}/my-surveys',
  operationId: 'listMySurveys',
  summary: 'The open surveys one was asked and has not answered yet',
  ...membersOnly,
  request: { params: slugParam },
  responses: { 200: json(mySurveysSchema, 'Open surveys'), ...refusals },
});

const toAnswer = createRoute({
  method: 'get',
  path: '/companies/{slug}/my-surveys/{surveyId}',
  operationId: 'readSurveyToAnswer',
  summary: 'A survey to answer, with one’s answers saved so far',
  ...membersOnly,
  request: { params: surveyParams },
  responses: { 200: json(surveyToAnswerSchema, 'The survey'), ...answerRefusals },
});

const progress = createRoute({
  method: 'put',
  path: '/companies/{slug}/my-surveys/{surveyId}/progress',
  operationId: 'saveSurveyProgress',
  summary: 'Save one’s answers so far',
  ...membersOnly,
  request: { params: surveyParams, body: body(surveyProgressSchema) },
  responses: {
    204: { description: 'Saved' },
    400: errorResponse('An answer that does not fit'),
    ...answerRefusals,
  },
});

const submit = createRoute({
  method: 'post',
  path: '/companies/{slug}/my-surveys/{surveyId}/submission',
  operationId: 'submitSurvey',
  summary: 'Submit one’s answers, once',
  ...membersOnly,
  request: { params: surveyParams, body: body(surveySubmissionSchema) },
  responses: {
    201: json(z.object({ submitted: z.literal(true) }), 'Submitted'),
    400: errorResponse('A required question unanswered, or an answer that does not fit'),
    ...answerRefusals,
  },
});

export const surveyAnswerRoutes = new OpenAPIHono<AppEnv>()
  .openapi(mine, async (c) => {
    const { db, now, actor, company } = await surveyContext(c, 'answerSurveys', c.req.valid('param').slug);
    const surveys = await readMySurveys(
      db,
      { userId: actor.userId, companyId: company.id },
      company.today,
      now,
    );
    return c.json({ surveys }, 200);
  })
  .openapi(toAnswer, async (c) => {
    const { slug, surveyId } = c.req.valid('param');
    const { db, now, actor, company } = await surveyContext(c, 'answerSurveys', slug);
    const person = { userId: actor.userId, companyId: company.id };
    return c.json(await readSurveyToAnswer(db, person, surveyId, company.today, now), 200);
  })
  .openapi(progress, async (c) => {
    const { slug, surveyId } = c.req.valid('param');
    const { db, now, actor, company } = await surveyContext(c, 'answerSurveys', slug);
    const person = { userId: actor.userId, companyId: company.id };
    await saveSurveyProgress(db, {
      person,
      surveyId,
      answers: c.req.valid('json').answers,
      today: company.today,
      now,
    });
    return c.body(null, 204);
  })
  .openapi(submit, async (c) => {
    const { slug, surveyId } = c.req.valid('param');
    const { db, now, actor, company } = await surveyContext(c, 'answerSurveys', slug);
    const person = { userId: actor.userId, companyId: company.id };
    await submitSurveyAnswers(db, {
      person,
      surveyId,
      answers: c.req.valid('json').answers,
      today: company.today,
      now,
    });
    return c.json({ submitted: true as const }, 201);
  });
