import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  apiKeyCallsSchema,
  apiKeyListSchema,
  revokedApiKeySchema,
  createApiKeySchema,
  issuedApiKeySchema,
} from '@tera/domain';
import { requireActor } from '../../auth/require-actor.ts';
import { access } from '../../http/access-policy.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { requireFeature } from '../../http/feature-gate.ts';
import { errorResponse } from '../../http/openapi-responses.ts';
import { companyForAction } from '../people/company-for-action.ts';
import { issueKey, listKeys, readKeyCalls, revokeKey, rotateKey } from './api-key-store.ts';

const adminOnly = { ...access('company-admin'), tags: ['api-keys'] };
const slugParam = z.object({ slug: z.string().max(80) });
const keyParams = slugParam.extend({ keyId: z.string().max(64) });
const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const refusals = {
  401: errorResponse('Not signed in'),
  403: errorResponse("Not an admin of this company, or the company's plan has no API access"),
  404: errorResponse('No such company or key'),
};
const issued = json('The key, shown this once, and its summary', issuedApiKeySchema);

const list = createRoute({
  method: 'get',
  path: '/companies/{slug}/api-keys',
  operationId: 'listApiKeys',
  summary: "The company's API keys, in use first: names, hints and scopes, never the keys",
  ...adminOnly,
  request: { params: slugParam },
  responses: { 200: json('Keys', apiKeyListSchema), ...refusals },
});

const create = createRoute({
  method: 'post',
  path: '/companies/{slug}/api-keys',
  operationId: 'createApiKey',
  summary: 'Create an API key with a name and a scope; the answer is the only time the key is shown',
  ...adminOnly,
  middleware: [requireFeature('apiAccess')] as const,
  request: {
    params: slugParam,
    body: { required: true, content: { 'application/json': { schema: createApiKeySchema } } },
  },
  responses: {
    201: issued,
    400: errorResponse('Invalid name or scope'),
    ...refusals,
    409: errorResponse('The company already has as many keys in use as it may (reason API_KEY_LIMIT)'),
  },
});

const rotate = createRoute({
  method: 'post',
  path: '/companies/{slug}/api-keys/{keyId}/rotation',
  operationId: 'rotateApiKey',
  summary: 'Replace a key by a new one of the same name and scope; the old key stops at once',
  ...adminOnly,
  middleware: [requireFeature('apiAccess')] as const,
  request: { params: keyParams },
  responses: { 201: issued, ...refusals },
});

const revoke = createRoute({
  method: 'delete',
  path: '/companies/{slug}/api-keys/{keyId}',
  operationId: 'revokeApiKey',
  summary: 'Revoke a key: the next call with it, on any server, is refused. Revoked keys stay listed',
  ...adminOnly,
  request: { params: keyParams },
  responses: { 200: json('Revoked', revokedApiKeySchema), ...refusals },
});

const calls = createRoute({
  method: 'get',
  path: '/companies/{slug}/api-keys/{keyId}/calls',
  operationId: 'listApiKeyCalls',
  summary: "A key's latest 50 calls, refused ones included: operation, answer, address and time",
  ...adminOnly,
  request: { params: keyParams },
  responses: { 200: json('Calls', apiKeyCallsSchema), ...refusals },
});

export const apiKeyRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const db = c.var.deps.database.db;
    const company = await companyForAction(db, requireActor(c), 'manageApiKeys', c.req.valid('param').slug);
    return c.json({ keys: await listKeys(db, company.id) }, 200);
  })
  .openapi(create, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const company = await companyForAction(
      deps.database.db,
      actor,
      'manageApiKeys',
      c.req.valid('param').slug,
    );
    const key = await issueKey(
      deps.database.db,
      company.id,
      actor.userId,
      c.req.valid('json'),
      deps.clock.now(),
    );
    return c.json(key, 201);
  })
  .openapi(rotate, async (c) => {
    const { deps } = c.var;
    const actor = requireActor(c);
    const { slug, keyId } = c.req.valid('param');
    const company = await companyForAction(deps.database.db, actor, 'manageApiKeys', slug);
    return c.json(await rotateKey(deps.database.db, company.id, keyId, actor.userId, deps.clock.now()), 201);
  })
  .openapi(revoke, async (c) => {
    const { deps } = c.var;
    const { slug, keyId } = c.req.valid('param');
    const company = await companyForAction(deps.database.db, requireActor(c), 'manageApiKeys', slug);
    return c.json({ key: await revokeKey(deps.database.db, company.id, keyId, deps.clock.now()) }, 200);
  })
  .openapi(calls, async (c) => {
    const db = c.var.deps.database.db;
    const { slug, keyId } = c.req.valid('param');
    const company = await companyForAction(db, requireActor(c), 'manageApiKeys', slug);
    return c.json({ calls: await readKeyCalls(db, company.id, keyId) }, 200);
  });
