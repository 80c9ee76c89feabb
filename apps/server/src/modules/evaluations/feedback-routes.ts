import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  diamondProfileInputSchema,
  diamondProfileListSchema,
  diamondProfileResponseSchema,
  FEEDBACK_BOXES,
  feedbackCreateSchema,
  feedbackListSchema,
  feedbackRecipientsSchema,
  feedbackResponseSchema,
  feedbackVisibilitySchema,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { readDiamondProfiles, setDiamondProfile } from './diamond-profile-store.ts';
import { readFeedback, readRecipients, sendFeedback, setFeedbackVisibility } from './feedback-store.ts';

const signedIn = { ...access('authenticated'), tags: ['feedback'] };
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not for this caller'),
  404: errorResponse('No such person or feedback for the caller'),
};

const listFeedback = createRoute({
  method: 'get',
  path: '/feedback',
  operationId: 'listFeedback',
  summary: 'Feedback the caller received or sent, or that their reports received and left visible',
  ...signedIn,
  request: { query: z.object({ box: z.enum(FEEDBACK_BOXES).default('received') }) },
  responses: {
    200: json('Feedback', feedbackListSchema),
    400: errorResponse('Unknown box'),
    401: errorResponse('Not signed in'),
  },
});

const recipients = createRoute({
  method: 'get',
  path: '/feedback/recipients',
  operationId: 'listFeedbackRecipients',
  summary: 'The colleagues the caller may send feedback to',
  ...signedIn,
  responses: { 200: json('Colleagues', feedbackRecipientsSchema), 401: errorResponse('Not signed in') },
});

const send = createRoute({
  method: 'post',
  path: '/feedback',
  operationId: 'sendFeedback',
  summary: 'Send feedback to a colleague of the same company, by category',
  ...signedIn,
  request: body(feedbackCreateSchema),
  responses: {
    201: json('Sent', feedbackResponseSchema),
    400: errorResponse('Invalid feedback'),
    ...refusals,
  },
});

const visibility = createRoute({
  method: 'patch',
  path: '/feedback/{feedbackId}',
  operationId: 'setFeedbackVisibility',
  summary: 'The receiver hides feedback from their leader, or shows it again',
  ...signedIn,
  request: { params: z.object({ feedbackId: z.string().max(64) }), ...body(feedbackVisibilitySchema) },
  responses: {
    200: json('Changed', feedbackResponseSchema),
    400: errorResponse('Invalid body'),
    ...refusals,
  },
});

const listDiamonds = createRoute({
  method: 'get',
  path: '/diamond-profiles',
  operationId: 'listDiamondProfiles',
  summary: "The caller's own diamond profile and those of the people they lead now",
  ...signedIn,
  responses: { 200: json('Profiles', diamondProfileListSchema), 401: errorResponse('Not signed in') },
});

const setDiamond = createRoute({
  method: 'put',
  path: '/diamond-profiles/{employeeId}',
  operationId: 'setDiamondProfile',
  summary: 'The leader sets the level and categories of a person who reports to them',
  ...signedIn,
  request: { params: z.object({ employeeId: z.string().max(64) }), ...body(diamondProfileInputSchema) },
  responses: {
    200: json('Set', diamondProfileResponseSchema),
    400: errorResponse('Invalid level or categories'),
    ...refusals,
  },
});

export const feedbackRoutes = new OpenAPIHono<AppEnv>()
  .openapi(listFeedback, async (c) => {
    const feedback = await readFeedback(c.var.deps.database.db, requireActor(c), c.req.valid('query').box);
    return c.json({ feedback }, 200);
  })
  .openapi(recipients, async (c) => {
    return c.json({ recipients: await readRecipients(c.var.deps.database.db, requireActor(c)) }, 200);
  })
  .openapi(send, async (c) => {
    const { deps } = c.var;
    const feedback = await sendFeedback(
      deps.database.db,
      requireActor(c),
      c.req.valid('json'),
      deps.clock.now(),
    );
    return c.json({ feedback }, 201);
  })
  .openapi(visibility, async (c) => {
    const feedback = await setFeedbackVisibility(
      c.var.deps.database.db,
      requireActor(c),
      c.req.valid('param').feedbackId,
      c.req.valid('json').isVisible,
    );
    return c.json({ feedback }, 200);
  })
  .openapi(listDiamonds, async (c) => {
    return c.json({ profiles: await readDiamondProfiles(c.var.deps.database.db, requireActor(c)) }, 200);
  })
  .openapi(setDiamond, async (c) => {
    const { deps } = c.var;
    const profile = await setDiamondProfile(
      deps.database.db,
      requireActor(c),
      c.req.valid('param').employeeId,
      c.req.valid('json'),
      deps.clock.now(),
    );
    return c.json({ profile }, 200);
  });
