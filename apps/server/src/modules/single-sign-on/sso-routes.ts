import { timingSafeEqual } from 'node:crypto';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  ssoConnectionInputSchema,
  ssoSettingsSchema,
  ssoStartedSchema,
  ssoStartSchema,
  SSO_ATTEMPT_MINUTES,
} from '@tera/domain';
import { publicUrl } from '../../config.ts';
import { requireActor } from '../../auth/require-actor.ts';
import { access } from '../../http/access-policy.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { clientAddress } from '../../http/client-address.ts';
import { requireFeature } from '../../http/feature-gate.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { companyForAction } from '../people/company-for-action.ts';
import { presentConnection, readConnection, removeConnection, saveConnection } from './connection-store.ts';
import { providerConfiguration } from './provider-configuration.ts';
import { beginSignIn, finishSignIn } from './sso-sign-in.ts';
import { startSession } from './sso-session.ts';

const STATE_COOKIE = 'tera_sso_state';
const CALLBACK_PATH = '/api/v1/sso/callback';
/** Signed in or refused, the person lands on the sign-in screen: it sends a signed-in person home. */
const LANDING_PATH = '/auth';

const adminOnly = { ...access('company-admin'), tags: ['single-sign-on'] };
const slugParam = z.object({ slug: z.string().max(80) });
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse("Not an admin of this company, or the company's plan has no single sign-on"),
  404: errorResponse('No such company'),
};

const read = createRoute({
  method: 'get',
  path: '/companies/{slug}/single-sign-on',
  operationId: 'readSingleSignOn',
  summary: "The company's OpenID Connect provider, without its secret, and the address to register with it",
  ...adminOnly,
  request: { params: slugParam },
  responses: { 200: json('Settings', ssoSettingsSchema), ...refusals },
});

const save = createRoute({
  method: 'put',
  path: '/companies/{slug}/single-sign-on',
  operationId: 'saveSingleSignOn',
  summary: "Set the company's provider: its discovery document is read before anything is saved",
  ...adminOnly,
  middleware: [requireFeature('sso')] as const,
  request: {
    params: slugParam,
    body: { required: true, content: { 'application/json': { schema: ssoConnectionInputSchema } } },
  },
  responses: {
    200: json('Saved', ssoSettingsSchema),
    400: errorResponse(
      'Invalid fields, or no provider answers at the issuer (reason SSO_PROVIDER_UNREACHABLE)',
    ),
    ...refusals,
    409: errorResponse('Another company covers one of the domains (reason SSO_DOMAIN_TAKEN)'),
  },
});

const remove = createRoute({
  method: 'delete',
  path: '/companies/{slug}/single-sign-on',
  operationId: 'removeSingleSignOn',
  summary: "Remove the company's provider: its people sign in with a password again",
  ...adminOnly,
  request: { params: slugParam },
  responses: { 200: json('Removed', ssoSettingsSchema), ...refusals },
});

const start = createRoute({
  method: 'post',
  path: '/sso/start',
  operationId: 'startSingleSignOn',
  summary: "Begin signing in through the provider of the address's company: where to send the browser",
  tags: ['single-sign-on'],
  ...access('public'),
  request: { body: { required: true, content: { 'application/json': { schema: ssoStartSchema } } } },
  responses: {
    200: json('The provider address; a cookie binds the attempt to this browser', ssoStartedSchema),
    400: errorResponse('Not an e-mail address'),
    404: errorResponse('No single sign-on covers that address (reason SSO_NOT_CONFIGURED)'),
    503: errorResponse('The provider does not answer (reason SSO_PROVIDER_UNREACHABLE)'),
  },
});

const callback = createRoute({
  method: 'get',
  path: '/sso/callback',
  operationId: 'finishSingleSignOn',
  summary:
    'Where the provider sends the browser back: signs the person in, or says why not, on the sign-in screen',
  tags: ['single-sign-on'],
  ...access('public'),
  request: {
    query: z.object({
      code: z.string().max(2048).optional(),
      state: z.string().max(512).optional(),
      iss: z.string().max(500).optional(),
      error: z.string().max(200).optional(),
      error_description: z.string().max(1000).optional(),
    }),
  },
  responses: { 302: { description: 'To the sign-in screen: signed in, or with ?sso=<reason>' } },
});

const redirectUriOf = (c: Context<AppEnv>) => `${publicUrl(c.var.deps.config)}${CALLBACK_PATH}`;
const isSecure = (c: Context<AppEnv>) => redirectUriOf(c).startsWith('https://');

function stateCookie(value: string, maxAge: number, secure: boolean): string {
  return [
    `${STATE_COOKIE}=${value}`,
    'Path=/api/v1/sso',
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Only the browser that began an attempt may finish it, so nobody can sign another in as themselves. */
function carriesState(c: Context<AppEnv>, state: string | undefined): boolean {
  const cookie = getCookie(c, STATE_COOKIE);
  if (!cookie || !state) return false;
  const given = Buffer.from(cookie);
  const expected = Buffer.from(state);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const ssoRoutes = new OpenAPIHono<AppEnv>()
  .openapi(read, async (c) => {
    const db = c.var.deps.database.db;
    const company = await companyForAction(
      db,
      requireActor(c),
      'manageSingleSignOn',
      c.req.valid('param').slug,
    );
    const connection = await readConnection(db, company.id);
    const redirectUri = redirectUriOf(c);
    return c.json({ connection: connection && presentConnection(connection, redirectUri), redirectUri }, 200);
  })
  .openapi(save, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const company = await companyForAction(
      deps.database.db,
      actor,
      'manageSingleSignOn',
      c.req.valid('param').slug,
    );
    const input = c.req.valid('json');
    const existing = await readConnection(deps.database.db, company.id);
    const clientSecret = input.clientSecret || existing?.clientSecret;
    if (!clientSecret) {
      throw new AppError('VALIDATION_ERROR', { fields: { clientSecret: ['validation.required'] } });
    }
    await providerConfiguration({ issuer: input.issuer, clientId: input.clientId, clientSecret }).catch(
      () => {
        throw new AppError('VALIDATION_ERROR', {
          reason: 'SSO_PROVIDER_UNREACHABLE',
          fields: { issuer: ['validation.issuerUnreachable'] },
        });
      },
    );
    const saved = await saveConnection(
      deps.database.db,
      company.id,
      { ...input, clientSecret },
      actor.userId,
      deps.clock.now(),
    );
    const redirectUri = redirectUriOf(c);
    return c.json({ connection: presentConnection(saved, redirectUri), redirectUri }, 200);
  })
  .openapi(remove, async (c) => {
    const db = c.var.deps.database.db;
    const company = await companyForAction(
      db,
      requireActor(c),
      'manageSingleSignOn',
      c.req.valid('param').slug,
    );
    await removeConnection(db, company.id);
    return c.json({ connection: null, redirectUri: redirectUriOf(c) }, 200);
  })
  .openapi(start, async (c) => {
    const { deps } = c.var;
    const { url, state } = await beginSignIn(
      deps.database.db,
      c.req.valid('json').email,
      redirectUriOf(c),
      deps.clock.now(),
    );
    c.header('set-cookie', stateCookie(state, SSO_ATTEMPT_MINUTES * 60, isSecure(c)));
    return c.json({ url }, 200);
  })
  .openapi(callback, async (c) => {
    const { deps } = c.var;
    c.header('set-cookie', stateCookie('', 0, isSecure(c)), { append: true });
    const query = c.req.valid('query');
    const refuse = (reason: string) => c.redirect(`${LANDING_PATH}?sso=${reason}`, 302);
    if (!carriesState(c, query.state)) return refuse('SSO_FAILED');
    // The provider's answer is checked against the address registered with it, not the one the
    // request arrived at behind a proxy.
    const callbackUrl = new URL(`${redirectUriOf(c)}${new URL(c.req.url).search}`);
    const outcome = await finishSignIn(
      deps.database.db,
      deps.logger,
      callbackUrl,
      c.var.language,
      deps.clock.now(),
    );
    if ('refused' in outcome) return refuse(outcome.refused);
    const cookie = await startSession(
      deps.auth,
      outcome.userId,
      {
        ipAddress: clientAddress(c, deps.config.TRUST_PROXY),
        userAgent: c.req.header('user-agent'),
      },
      isSecure(c),
    );
    c.header('set-cookie', cookie, { append: true });
    return c.redirect(LANDING_PATH, 302);
  });
