import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  daysBetween,
  exerciseSessionInputSchema,
  exerciseSessionListSchema,
  exerciseSessionSchema,
  localDateSchema,
  localParts,
} from '@tera/domain';
import { requirePrincipal } from '../../auth/principal.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { AppError } from '../../http/app-error.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { listOwnExerciseSessions, recordExerciseSession } from './exercise-session-store.ts';

/** Completed wellbeing exercises (docs/product/personal-wellbeing.md#the-session), each person's own. */
const own = { ...access('authenticated'), tags: ['exercises'] };
const MAX_RANGE_DAYS = 366;
const oneSession = z.object({ session: exerciseSessionSchema });

const record = createRoute({
  method: 'post',
  path: '/exercise-sessions',
  operationId: 'recordExerciseSession',
  summary: 'Record a completed exercise session on the caller’s local today',
  ...own,
  request: {
    body: { content: { 'application/json': { schema: exerciseSessionInputSchema } }, required: true },
  },
  responses: {
    200: { description: 'Already recorded', content: { 'application/json': { schema: oneSession } } },
    201: { description: 'Recorded', content: { 'application/json': { schema: oneSession } } },
    400: errorResponse('Invalid fields'),
    401: errorResponse('Not signed in'),
  },
});

const list = createRoute({
  method: 'get',
  path: '/exercise-sessions',
  operationId: 'listMyExerciseSessions',
  summary: 'The caller’s completed sessions between two local dates, inclusive',
  ...own,
  request: { query: z.object({ from: localDateSchema, to: localDateSchema }) },
  responses: {
    200: {
      description: 'Own sessions',
      content: { 'application/json': { schema: exerciseSessionListSchema } },
    },
    400: errorResponse('Invalid range'),
    401: errorResponse('Not signed in'),
  },
});

export const exerciseRoutes = new OpenAPIHono<AppEnv>()
  .openapi(record, async (c) => {
    const principal = requirePrincipal(c);
    const now = c.var.deps.clock.now();
    const { session_id: id, exercise } = c.req.valid('json');
    const { session, created } = await recordExerciseSession(c.var.deps.database.db, {
      id,
      userId: principal.userId,
      exercise,
      completedOn: localParts(now, principal.timeZone).date,
      completedAt: now,
    });
    return created ? c.json({ session }, 201) : c.json({ session }, 200);
  })
  .openapi(list, async (c) => {
    const { from, to } = c.req.valid('query');
    const span = daysBetween(from, to);
    if (span < 0 || span >= MAX_RANGE_DAYS)
      throw new AppError('VALIDATION_ERROR', { fields: { to: ['validation.invalid'] } });
    const sessions = await listOwnExerciseSessions(
      c.var.deps.database.db,
      requirePrincipal(c).userId,
      from,
      to,
    );
    return c.json({ sessions }, 200);
  });
