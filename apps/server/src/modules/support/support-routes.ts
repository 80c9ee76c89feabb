import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  inboxSchema,
  newTicketSchema,
  ticketDetailSchema,
  ticketListSchema,
  ticketMessageInputSchema,
  ticketStatusChangeSchema,
  TICKET_STATUSES,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { changeTicketStatus, openTicket, readTicketAs, replyToTicket } from './ticket-actions.ts';
import { listInbox, listOwnTickets } from './ticket-store.ts';

const signedIn = { ...access('authenticated'), tags: ['support'] };
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
const ticketParams = z.object({ ticketId: z.string().max(64) });
const ticketResponse = (description: string) => json(z.object({ ticket: ticketDetailSchema }), description);
const refusals = {
  401: errorResponse('Not signed in'),
  404: errorResponse('No such ticket, or not the caller’s'),
};
const conflict = { 409: errorResponse('The ticket is closed, or cannot move to that status') };

const create = createRoute({
  method: 'post',
  path: '/support/tickets',
  operationId: 'openSupportTicket',
  summary: "Open a ticket to the platform's support, who are mailed at once",
  ...signedIn,
  request: { body: body(newTicketSchema) },
  responses: { 201: ticketResponse('Opened'), 400: errorResponse('Invalid ticket'), 401: refusals[401] },
});

const listOwn = createRoute({
  method: 'get',
  path: '/support/tickets',
  operationId: 'listOwnSupportTickets',
  summary: "The caller's own tickets, last moved first",
  ...signedIn,
  responses: { 200: json(ticketListSchema, 'Tickets'), 401: refusals[401] },
});

const read = createRoute({
  method: 'get',
  path: '/support/tickets/{ticketId}',
  operationId: 'readSupportTicket',
  summary: 'A ticket with its conversation: for the person who opened it and support only',
  ...signedIn,
  request: { params: ticketParams },
  responses: { 200: ticketResponse('The ticket'), ...refusals },
});

const reply = createRoute({
  method: 'post',
  path: '/support/tickets/{ticketId}/messages',
  operationId: 'replyToSupportTicket',
  summary: 'Write in the conversation; the other side is mailed and the status follows',
  ...signedIn,
  request: { params: ticketParams, body: body(ticketMessageInputSchema) },
  responses: {
    201: ticketResponse('Written'),
    400: errorResponse('Invalid message'),
    ...refusals,
    ...conflict,
  },
});

const changeStatus = createRoute({
  method: 'put',
  path: '/support/tickets/{ticketId}/status',
  operationId: 'changeSupportTicketStatus',
  summary: 'Move a ticket: support to any status, the person to closed or, once resolved, open',
  ...signedIn,
  request: { params: ticketParams, body: body(ticketStatusChangeSchema) },
  responses: { 200: ticketResponse('Moved'), 400: errorResponse('Unknown status'), ...refusals, ...conflict },
});

const inbox = createRoute({
  method: 'get',
  path: '/admin/support/tickets',
  operationId: 'adminListSupportTickets',
  summary: "Support's inbox: every ticket in the statuses asked for, last moved first",
  ...access('super-admin'),
  tags: ['super-admin'],
  request: {
    query: z.object({
      status: z
        .union([z.enum(TICKET_STATUSES), z.array(z.enum(TICKET_STATUSES))])
        .optional()
        .transform((value) => (value === undefined ? [...TICKET_STATUSES] : [value].flat())),
    }),
  },
  responses: {
    200: json(inboxSchema, 'Tickets'),
    400: errorResponse('Unknown status'),
    401: refusals[401],
    403: errorResponse('Not a platform administrator'),
  },
});

export const supportRoutes = new OpenAPIHono<AppEnv>()
  .openapi(create, async (c) => {
    const ticket = await openTicket(c.var.deps, requireActor(c), c.req.valid('json'));
    return c.json({ ticket }, 201);
  })
  .openapi(listOwn, async (c) => {
    const tickets = await listOwnTickets(c.var.deps.database.db, requireActor(c).userId);
    return c.json({ tickets }, 200);
  })
  .openapi(read, async (c) => {
    const ticket = await readTicketAs(c.var.deps, requireActor(c), c.req.valid('param').ticketId);
    return c.json({ ticket }, 200);
  })
  .openapi(reply, async (c) => {
    const { ticketId } = c.req.valid('param');
    const ticket = await replyToTicket(c.var.deps, requireActor(c), ticketId, c.req.valid('json').body);
    return c.json({ ticket }, 201);
  })
  .openapi(changeStatus, async (c) => {
    const { ticketId } = c.req.valid('param');
    const ticket = await changeTicketStatus(
      c.var.deps,
      requireActor(c),
      ticketId,
      c.req.valid('json').status,
    );
    return c.json({ ticket }, 200);
  })
  .openapi(inbox, async (c) => {
    const tickets = await listInbox(c.var.deps.database.db, c.req.valid('query').status);
    return c.json({ tickets }, 200);
  });
