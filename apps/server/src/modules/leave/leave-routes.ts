import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  addDays,
  analyseLeave,
  leaveAnalysisSchema,
  leaveAnalysisWindow,
  leaveCalendarQuerySchema,
  leaveDecisionInputSchema,
  leaveRequestInputSchema,
  leaveRequestListSchema,
  leaveRequestSchema,
  leaveSummarySchema,
  ownLeaveWellbeingSchema,
  teamLeaveSignalSchema,
  summariseLeave,
} from '@tera/domain';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { companyCaller } from './leave-caller.ts';
import {
  decideRequest,
  listOwnRequests,
  requestLeave,
  requestsDecidedBy,
  withdrawRequest,
} from './leave-store.ts';
import { ownLeaveWellbeing, teamLeaveWellbeing } from './leave-wellbeing-store.ts';

/**
 * Leave (docs/product/leave.md): each person's own requests, and the requests of the people a
 * leader or admin decides for, as `leavePolicy` says.
 */
const member = { ...access('authenticated'), tags: ['leave'] };
const requestParams = z.object({ requestId: z.string().max(64) });
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not in a company, or not the one who may do this (reason FORBIDDEN_ROLE)'),
};
const oneRequest = z.object({ request: leaveRequestSchema });

const listOwn = createRoute({
  method: 'get',
  path: '/leave/requests',
  operationId: 'listMyLeave',
  summary: 'The caller’s own leave requests, latest first',
  ...member,
  responses: { 200: json(leaveRequestListSchema, 'Own requests'), ...refusals },
});

const create = createRoute({
  method: 'post',
  path: '/leave/requests',
  operationId: 'requestLeave',
  summary: 'Ask for leave; refused when it shares a day with a pending or approved request',
  ...member,
  request: { body: { content: { 'application/json': { schema: leaveRequestInputSchema } }, required: true } },
  responses: {
    201: json(oneRequest, 'Requested'),
    400: errorResponse('Invalid fields'),
    409: errorResponse('Shares days with another request (reason LEAVE_OVERLAP)'),
    ...refusals,
  },
});

const withdraw = createRoute({
  method: 'post',
  path: '/leave/requests/{requestId}/withdraw',
  operationId: 'withdrawLeave',
  summary: 'Withdraw an own pending request',
  ...member,
  request: { params: requestParams },
  responses: {
    200: json(oneRequest, 'Withdrawn'),
    404: errorResponse('No such request of the caller’s'),
    409: errorResponse('No longer pending (reason LEAVE_STATUS_CHANGE)'),
    ...refusals,
  },
});

const decide = createRoute({
  method: 'post',
  path: '/leave/requests/{requestId}/decision',
  operationId: 'decideLeave',
  summary: 'Approve or reject a pending request of someone the caller leads, or of the company for an admin',
  ...member,
  request: {
    params: requestParams,
    body: { content: { 'application/json': { schema: leaveDecisionInputSchema } }, required: true },
  },
  responses: {
    200: json(oneRequest, 'Decided'),
    400: errorResponse('Invalid fields'),
    404: errorResponse('No such request the caller may see'),
    409: errorResponse('No longer pending (reason LEAVE_STATUS_CHANGE)'),
    ...refusals,
  },
});

const approvals = createRoute({
  method: 'get',
  path: '/leave/approvals',
  operationId: 'listLeaveApprovals',
  summary: 'Pending requests the caller decides, soonest first',
  ...member,
  responses: { 200: json(leaveRequestListSchema, 'Pending requests'), ...refusals },
});

const calendar = createRoute({
  method: 'get',
  path: '/leave/calendar',
  operationId: 'readLeaveCalendar',
  summary: 'Pending and approved leave in a month of the people the caller decides for',
  ...member,
  request: { query: leaveCalendarQuerySchema },
  responses: {
    200: json(leaveRequestListSchema, 'Leave in the month'),
    400: errorResponse('Invalid month'),
    ...refusals,
  },
});

const summary = createRoute({
  method: 'get',
  path: '/leave/summary',
  operationId: 'readLeaveSummary',
  summary:
    'Requests by status and approved days by type over twelve months, for the people the caller decides for',
  ...member,
  responses: { 200: json(leaveSummarySchema, 'Summary'), ...refusals },
});

const analysis = createRoute({
  method: 'get',
  path: '/leave/analysis',
  operationId: 'readLeaveAnalysis',
  summary: 'Frequent requesters, long leave and the projection, for the people the caller decides for',
  ...member,
  responses: { 200: json(leaveAnalysisSchema, 'Analysis'), ...refusals },
});

const ownWellbeing = createRoute({
  method: 'get',
  path: '/leave/wellbeing',
  operationId: 'readMyLeaveWellbeing',
  summary: 'The caller’s own indicators in the 14 days before and after each of their approved leaves',
  ...member,
  responses: { 200: json(ownLeaveWellbeingSchema, 'Own indicators around own leave'), ...refusals },
});

const teamSignal = createRoute({
  method: 'get',
  path: '/leave/team-signal',
  operationId: 'readTeamLeaveSignal',
  summary:
    'The caller’s group: pressure now and before beside recent leave, only through the privacy release',
  ...member,
  responses: { 200: json(teamLeaveSignalSchema, 'The signal, or withheld'), ...refusals },
});

function monthSpan(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

export const leaveRoutes = new OpenAPIHono<AppEnv>()
  .openapi(listOwn, async (c) => {
    const { actor, db } = companyCaller(c);
    return c.json({ requests: await listOwnRequests(db, actor) }, 200);
  })
  .openapi(create, async (c) => {
    const { actor, db } = companyCaller(c);
    return c.json({ request: await requestLeave(db, actor, c.req.valid('json')) }, 201);
  })
  .openapi(withdraw, async (c) => {
    const { actor, db, now } = companyCaller(c);
    return c.json({ request: await withdrawRequest(db, actor, c.req.valid('param').requestId, now) }, 200);
  })
  .openapi(decide, async (c) => {
    const { actor, db, now } = companyCaller(c);
    const request = await decideRequest(db, actor, c.req.valid('param').requestId, c.req.valid('json'), now);
    return c.json({ request }, 200);
  })
  .openapi(approvals, async (c) => {
    const { actor, db } = companyCaller(c);
    const rows = await requestsDecidedBy(db, actor, { from: '0000-01-01', to: '9999-12-31' });
    return c.json(
      { requests: rows.map(({ request }) => request).filter((r) => r.status === 'pending') },
      200,
    );
  })
  .openapi(calendar, async (c) => {
    const { actor, db } = companyCaller(c);
    const rows = await requestsDecidedBy(db, actor, monthSpan(c.req.valid('query').month));
    const shown = rows
      .map(({ request }) => request)
      .filter((r) => r.status === 'pending' || r.status === 'approved');
    return c.json({ requests: shown }, 200);
  })
  .openapi(summary, async (c) => {
    const { actor, db, today } = companyCaller(c);
    const rows = await requestsDecidedBy(db, actor, leaveAnalysisWindow(today));
    return c.json(
      summariseLeave(
        rows.map(({ request }) => request),
        today,
      ),
      200,
    );
  })
  .openapi(analysis, async (c) => {
    const { actor, db, today } = companyCaller(c);
    const rows = await requestsDecidedBy(db, actor, leaveAnalysisWindow(today));
    return c.json(
      analyseLeave(
        rows.map(({ request }) => request),
        today,
      ),
      200,
    );
  })
  .openapi(ownWellbeing, async (c) => {
    const caller = companyCaller(c);
    return c.json(await ownLeaveWellbeing(caller.db, caller), 200);
  })
  .openapi(teamSignal, async (c) => {
    const caller = companyCaller(c);
    return c.json(await teamLeaveWellbeing(caller.db, caller), 200);
  });
