import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  myPointsSchema,
  quarterAllowanceSchema,
  recognitionColleaguesSchema,
  recognitionFeedSchema,
  recognitionInputSchema,
  recognitionSchema,
} from '@tera/domain';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { companyCaller } from '../leave/leave-caller.ts';
import {
  companyFeed,
  giveRecognition,
  myPoints,
  quarterAllowance,
  recognisableColleagues,
} from './recognition-store.ts';

/** Recognitions and points (docs/product/recognitions.md), between people of one company. */
const member = { ...access('authenticated'), tags: ['recognitions'] };
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not in a company (reason FORBIDDEN_ROLE)'),
};

const feed = createRoute({
  method: 'get',
  path: '/recognitions',
  operationId: 'listRecognitionFeed',
  summary: 'The company’s public recognitions, newest first',
  ...member,
  responses: { 200: json(recognitionFeedSchema, 'The feed'), ...refusals },
});

const colleagues = createRoute({
  method: 'get',
  path: '/recognitions/colleagues',
  operationId: 'listRecognisableColleagues',
  summary: 'The people of the caller’s company they may recognise',
  ...member,
  responses: { 200: json(recognitionColleaguesSchema, 'Colleagues'), ...refusals },
});

const allowance = createRoute({
  method: 'get',
  path: '/recognitions/allowance',
  operationId: 'readRecognitionAllowance',
  summary: 'Recognitions and points the caller has left this quarter',
  ...member,
  responses: { 200: json(quarterAllowanceSchema, 'What is left'), ...refusals },
});

const give = createRoute({
  method: 'post',
  path: '/recognitions',
  operationId: 'giveRecognition',
  summary: 'Recognise a colleague, with points within what is left this quarter',
  ...member,
  request: { body: { content: { 'application/json': { schema: recognitionInputSchema } }, required: true } },
  responses: {
    201: json(z.object({ recognition: recognitionSchema }), 'Given'),
    400: errorResponse('Invalid fields'),
    404: errorResponse('No such colleague in the caller’s company'),
    409: errorResponse('Oneself (SELF_RECOGNITION), or beyond the quarter (RECOGNITION_LIMIT, POINTS_LIMIT)'),
    ...refusals,
  },
});

const points = createRoute({
  method: 'get',
  path: '/points/me',
  operationId: 'readMyPoints',
  summary: 'The caller’s points received, level, progress to the next, and what they received',
  ...member,
  responses: { 200: json(myPointsSchema, 'Own points'), ...refusals },
});

export const recognitionRoutes = new OpenAPIHono<AppEnv>()
  .openapi(feed, async (c) => {
    const { actor, db } = companyCaller(c);
    return c.json({ recognitions: await companyFeed(db, actor) }, 200);
  })
  .openapi(colleagues, async (c) => {
    const { actor, db } = companyCaller(c);
    return c.json({ colleagues: await recognisableColleagues(db, actor) }, 200);
  })
  .openapi(allowance, async (c) => {
    const { actor, db, now, timeZone } = companyCaller(c);
    return c.json(await quarterAllowance(db, actor, now, timeZone), 200);
  })
  .openapi(give, async (c) => {
    const { actor, db, now, timeZone } = companyCaller(c);
    const recognition = await giveRecognition(db, actor, c.req.valid('json'), now, timeZone);
    return c.json({ recognition }, 201);
  })
  .openapi(points, async (c) => {
    const { actor, db } = companyCaller(c);
    return c.json(await myPoints(db, actor), 200);
  });
