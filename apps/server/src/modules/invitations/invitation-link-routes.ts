import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  invitationAcceptedSchema,
  invitationPreviewSchema,
  invitedAccountCreatedSchema,
  invitedAccountSchema,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { access } from '../../http/access-policy.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { acceptInvitation, previewInvitation } from './accept-invitation.ts';
import { createInvitedAccount } from './invited-account.ts';

const tokenParam = z.object({ token: z.string().max(100) });

const preview = createRoute({
  method: 'get',
  path: '/invitations/{token}',
  operationId: 'readInvitation',
  summary: 'What an invitation link offers: company name, e-mail, role and expiry',
  tags: ['invitations'],
  ...access('public'),
  request: { params: tokenParam },
  responses: {
    200: { description: 'Invitation', content: { 'application/json': { schema: invitationPreviewSchema } } },
    404: errorResponse('Unknown, used, revoked or expired: all look the same'),
  },
});

const createAccount = createRoute({
  method: 'post',
  path: '/invitations/{token}/account',
  operationId: 'createInvitedAccount',
  summary:
    "Make the invited person's account with the invited e-mail, already confirmed; sign in and accept next",
  tags: ['invitations'],
  ...access('public'),
  request: {
    params: tokenParam,
    body: { content: { 'application/json': { schema: invitedAccountSchema } }, required: true },
  },
  responses: {
    201: {
      description: 'Account made; nobody is signed in',
      content: { 'application/json': { schema: invitedAccountCreatedSchema } },
    },
    400: errorResponse('Invalid fields, or a password among the most used (reason PASSWORD_TOO_COMMON)'),
    404: errorResponse('Unknown, used, revoked or expired'),
    409: errorResponse('The invited e-mail has an account: sign in to accept (reason EMAIL_TAKEN)'),
  },
});

const accept = createRoute({
  method: 'post',
  path: '/invitations/{token}/accept',
  operationId: 'acceptInvitation',
  summary: 'Join the inviting company as the signed-in person, whose e-mail must be the invited one',
  tags: ['invitations'],
  ...access('authenticated'),
  request: { params: tokenParam },
  responses: {
    200: { description: 'Joined', content: { 'application/json': { schema: invitationAcceptedSchema } } },
    401: errorResponse('Not signed in'),
    403: errorResponse('Signed in with another e-mail'),
    404: errorResponse('Unknown, used, revoked or expired'),
    409: errorResponse('Already in a company'),
  },
});

export const invitationLinkRoutes = new OpenAPIHono<AppEnv>()
  .openapi(preview, async (c) => {
    const { deps } = c.var;
    return c.json(
      await previewInvitation(deps.database.db, c.req.valid('param').token, deps.clock.now()),
      200,
    );
  })
  .openapi(createAccount, async (c) => {
    const { deps } = c.var;
    const user = await createInvitedAccount(
      deps.database.db,
      c.req.valid('param').token,
      c.req.valid('json'),
      c.var.language,
      deps.clock.now(),
    );
    return c.json({ user }, 201);
  })
  .openapi(accept, async (c) => {
    const { deps } = c.var;
    const result = await acceptInvitation(
      deps.database.db,
      requireActor(c),
      c.req.valid('param').token,
      deps.clock.now(),
    );
    return c.json(result, 200);
  });
