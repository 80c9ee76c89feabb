import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  importReportSchema,
  invitationCreateSchema,
  invitationImportSchema,
  invitationResponseSchema,
  invitationsListSchema,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { keyAccess } from '../../http/api-key-access.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { companyForAction } from '../people/company-for-action.ts';
import { importInvitations } from './import-invitations.ts';
import { presentInvitation } from './invitation-presenter.ts';
import { inviteOne, readInvitations, resendInvitation, revokeInvitation } from './invitation-store.ts';
import { sendInvitationMails } from './send-invitation-mail.ts';

const adminOnly = { ...access('company-admin'), tags: ['invitations'] };
const slugParam = z.object({ slug: z.string().max(80) });
const invitationParams = slugParam.extend({ id: z.string().max(64) });
const invitationResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: invitationResponseSchema } },
});
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an admin of this company, or no seat left on the plan'),
  404: errorResponse('No such company or invitation'),
};

const list = createRoute({
  method: 'get',
  path: '/companies/{slug}/invitations',
  ...keyAccess('people', 'read'),
  operationId: 'listInvitations',
  summary: 'Every invitation of a company with its status',
  ...adminOnly,
  request: { params: slugParam },
  responses: {
    200: { description: 'Invitations', content: { 'application/json': { schema: invitationsListSchema } } },
    ...refusals,
  },
});

const create = createRoute({
  method: 'post',
  path: '/companies/{slug}/invitations',
  ...keyAccess('people', 'write'),
  operationId: 'createInvitation',
  summary: 'Invite a person by e-mail; the link works once, for 7 days',
  ...adminOnly,
  request: {
    params: slugParam,
    body: { content: { 'application/json': { schema: invitationCreateSchema } }, required: true },
  },
  responses: {
    201: invitationResponse('Invited and mailed'),
    400: errorResponse('Invalid fields, or a team or leader outside the company'),
    ...refusals,
    409: errorResponse('Already a member, or already invited'),
  },
});

const resend = createRoute({
  method: 'post',
  path: '/companies/{slug}/invitations/{id}/resend',
  ...keyAccess('people', 'write'),
  operationId: 'resendInvitation',
  summary: 'Send an invitation again with a new link and 7 more days; the old link stops working',
  ...adminOnly,
  request: { params: invitationParams },
  responses: {
    200: invitationResponse('Sent again'),
    ...refusals,
    409: errorResponse('Accepted or revoked'),
  },
});

const revoke = createRoute({
  method: 'delete',
  path: '/companies/{slug}/invitations/{id}',
  ...keyAccess('people', 'write'),
  operationId: 'revokeInvitation',
  summary: 'Revoke an invitation; its link stops working and its seat is freed',
  ...adminOnly,
  request: { params: invitationParams },
  responses: {
    200: invitationResponse('Revoked'),
    ...refusals,
    409: errorResponse('Already accepted'),
  },
});

const importCsv = createRoute({
  method: 'post',
  path: '/companies/{slug}/invitations/import',
  ...keyAccess('people', 'write'),
  operationId: 'importInvitations',
  summary: 'Invite from CSV (email,role,team,leader_email) with a report per row',
  ...adminOnly,
  request: {
    params: slugParam,
    body: { content: { 'application/json': { schema: invitationImportSchema } }, required: true },
  },
  responses: {
    200: { description: 'Row report', content: { 'application/json': { schema: importReportSchema } } },
    400: errorResponse('Empty or too many rows'),
    ...refusals,
  },
});

export const invitationAdminRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const { deps } = c.var;
    const slug = c.req.valid('param').slug;
    const company = await companyForAction(deps.database.db, requireActor(c), 'invite', slug);
    const now = deps.clock.now();
    const rows = await readInvitations(deps.database.db, company.id);
    return c.json({ invitations: rows.map((row) => presentInvitation(row, now)) }, 200);
  })
  .openapi(create, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const company = await companyForAction(deps.database.db, actor, 'invite', c.req.valid('param').slug);
    const body = c.req.valid('json');
    const now = deps.clock.now();
    const issued = await inviteOne(
      deps.database.db,
      company,
      { email: body.email, role: body.role, teamId: body.teamId ?? null, reportsTo: body.reportsTo ?? null },
      actor.userId,
      now,
    );
    await sendInvitationMails(deps, company, actor.userId, [issued]);
    return c.json({ invitation: presentInvitation(issued.row, now) }, 201);
  })
  .openapi(resend, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const { slug, id } = c.req.valid('param');
    const company = await companyForAction(deps.database.db, actor, 'invite', slug);
    const now = deps.clock.now();
    const issued = await resendInvitation(deps.database.db, actor, company, id, now);
    await sendInvitationMails(deps, company, actor.userId, [issued]);
    return c.json({ invitation: presentInvitation(issued.row, now) }, 200);
  })
  .openapi(revoke, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const { slug, id } = c.req.valid('param');
    const company = await companyForAction(deps.database.db, actor, 'invite', slug);
    const now = deps.clock.now();
    const row = await revokeInvitation(deps.database.db, actor, company.id, id, now);
    return c.json({ invitation: presentInvitation(row, now) }, 200);
  })
  .openapi(importCsv, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const company = await companyForAction(deps.database.db, actor, 'invite', c.req.valid('param').slug);
    const { rows, issued } = await importInvitations(
      deps.database.db,
      company,
      c.req.valid('json').csv,
      actor.userId,
      deps.clock.now(),
    );
    await sendInvitationMails(deps, company, actor.userId, issued);
    return c.json({ rows }, 200);
  });
