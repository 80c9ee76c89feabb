import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  checkinHistoryQuerySchema,
  checkinHistorySchema,
  submittedCheckinSchema,
  todayCheckinRequestSchema,
  todayCheckinSchema,
} from '@tera/domain';
import type { Context } from 'hono';
import { requirePrincipal } from '../../auth/principal.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { AppError } from '../../http/app-error.ts';
import type { CheckinOwner } from './checkin-owner.ts';
import { answerStoredCheckin } from './answer-stored-checkin.ts';
import { checkinsToCsv } from './checkins-csv.ts';
import { deleteOwnCheckins } from './delete-own-checkins.ts';
import { listOwnCheckins, MAX_HISTORY_DAYS } from './list-own-checkins.ts';
import { readTodayCheckin } from './read-today-checkin.ts';
import { submitTodayCheckin } from './submit-today-checkin.ts';

const signedIn = {
  ...access('authenticated'),
  tags: ['check-ins'],
};

function ownerOf(c: Context<AppEnv>): CheckinOwner {
  const principal = requirePrincipal(c);
  return { userId: principal.userId, companyId: principal.companyId, timeZone: principal.timeZone };
}

const readToday = createRoute({
  method: 'get',
  path: '/checkins/today',
  operationId: 'readTodayCheckin',
  summary: "Today's check-in in the caller's time zone, and whether one may be made now",
  ...signedIn,
  responses: {
    200: { description: 'Today', content: { 'application/json': { schema: todayCheckinSchema } } },
    401: errorResponse('Not signed in'),
  },
});

const submitToday = createRoute({
  method: 'put',
  path: '/checkins/today',
  operationId: 'submitTodayCheckin',
  summary: "Create today's check-in, or redo one made before the window opened",
  ...signedIn,
  request: {
    body: { content: { 'application/json': { schema: todayCheckinRequestSchema } }, required: true },
  },
  responses: {
    200: { description: 'Updated', content: { 'application/json': { schema: submittedCheckinSchema } } },
    201: { description: 'Created', content: { 'application/json': { schema: submittedCheckinSchema } } },
    400: errorResponse('Invalid values'),
    401: errorResponse('Not signed in'),
    409: errorResponse('Outside the window, or already completed today'),
  },
});

const listHistory = createRoute({
  method: 'get',
  path: '/checkins',
  operationId: 'listMyCheckins',
  summary: "The caller's own check-ins between two local dates, inclusive",
  ...signedIn,
  request: { query: checkinHistoryQuerySchema },
  responses: {
    200: { description: 'Own history', content: { 'application/json': { schema: checkinHistorySchema } } },
    400: errorResponse('Invalid range'),
    401: errorResponse('Not signed in'),
  },
});

const exportOwn = createRoute({
  method: 'get',
  path: '/checkins/export',
  operationId: 'exportMyCheckins',
  summary: 'Download every own check-in as JSON or CSV',
  ...signedIn,
  request: { query: z.object({ format: z.enum(['json', 'csv']).default('json') }) },
  responses: {
    200: {
      description: 'A file',
      content: { 'application/json': { schema: checkinHistorySchema }, 'text/csv': { schema: z.string() } },
    },
    401: errorResponse('Not signed in'),
  },
});

const deleteOwn = createRoute({
  method: 'delete',
  path: '/checkins',
  operationId: 'deleteMyCheckins',
  summary: 'Erase every own check-in',
  ...signedIn,
  responses: {
    200: {
      description: 'Erased',
      content: { 'application/json': { schema: z.object({ deleted: z.int().nonnegative() }) } },
    },
    401: errorResponse('Not signed in'),
  },
});

const DAY_MS = 86_400_000;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
}

export const checkinRoutes = new OpenAPIHono<AppEnv>()
  .openapi(readToday, async (c) => {
    const principal = requirePrincipal(c);
    const today = await readTodayCheckin({
      db: c.var.deps.database.db,
      owner: ownerOf(c),
      now: c.var.deps.clock.now(),
      workdayStartHour: principal.workdayStartHour,
    });
    return c.json(today, 200);
  })
  .openapi(submitToday, async (c) => {
    const { submission_id: submissionId, made_at: madeAt, ...submission } = c.req.valid('json');
    const owner = ownerOf(c);
    const { checkin, created } = await submitTodayCheckin({
      db: c.var.deps.database.db,
      writer: c.var.deps.checkins,
      owner,
      now: c.var.deps.clock.now(),
      submission,
      submissionId,
      madeAt: madeAt ? new Date(madeAt) : undefined,
    });
    return answerStoredCheckin(c, { checkin, created, companyId: owner.companyId });
  })
  .openapi(listHistory, async (c) => {
    const { from, to } = c.req.valid('query');
    const span = daysBetween(from, to);
    if (span < 0 || span >= MAX_HISTORY_DAYS) {
      throw new AppError('VALIDATION_ERROR', {
        fields: { to: ['validation.invalid'] },
      });
    }
    const checkins = await listOwnCheckins({
      db: c.var.deps.database.db,
      userId: ownerOf(c).userId,
      from,
      to,
    });
    return c.json({ checkins }, 200);
  })
  .openapi(exportOwn, async (c) => {
    const { format } = c.req.valid('query');
    const owner = ownerOf(c);
    const checkins = await listOwnCheckins({
      db: c.var.deps.database.db,
      userId: owner.userId,
      from: '0000-01-01',
      to: '9999-12-31',
    });
    const stamp = c.var.deps.clock.now().toISOString().slice(0, 10);
    c.header('content-disposition', `attachment; filename="tera-checkins-${stamp}.${format}"`);
    c.header('cache-control', 'no-store');
    if (format === 'csv')
      return c.body(checkinsToCsv(checkins), 200, { 'content-type': 'text/csv; charset=utf-8' });
    return c.json({ checkins }, 200);
  })
  .openapi(deleteOwn, async (c) => {
    const deleted = await deleteOwnCheckins(c.var.deps.database.db, ownerOf(c).userId);
    return c.json({ deleted }, 200);
  });
