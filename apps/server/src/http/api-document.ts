import type { OpenAPIHono } from '@hono/zod-openapi';
import { authOperations } from '../auth/auth-document.ts';
import { ACCESS_POLICIES, type AccessPolicy } from './access-policy.ts';
import type { AppEnv } from './app-env.ts';
import { ERROR_CODES_BY_STATUS } from './error-codes-by-status.ts';
import { guardResponses } from './guard-responses.ts';

export type ApiDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

type Json = Record<string, unknown>;
interface Operation extends Json {
  'x-access'?: unknown;
  'x-api-key'?: unknown;
  parameters?: unknown[];
  requestBody?: { content?: Json };
  responses: Record<string, Json>;
  security?: unknown;
}

export const API_BASE = '/api/v1';
export const AUTH_BASE = '/api/auth';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);
const GENERIC_ERROR = '#/components/schemas/ApiError';

const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'The session better-auth sets on sign-up and sign-in. On https its name is `__Secure-better-auth.session_token`.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A company's API key (`tera_…`), created by its admins on the enterprise plan. It acts as an admin of that company within its scope: only operations that declare `x-api-key` accept it, and only when the key's resources and access cover the declared ones (otherwise 403, reason KEY_NOT_ALLOWED or KEY_SCOPE). An unknown or revoked key is answered 401, reason INVALID_API_KEY. No operation that reads a person's own check-ins, notes or pulse accepts a key.",
  },
  trustedOrigin: {
    type: 'apiKey',
    in: 'header',
    name: 'Origin',
    description:
      "The app's own origin (its PUBLIC_URL), sent on every state-changing request as a browser does. A request naming another origin is refused with 403, reason UNTRUSTED_ORIGIN; the account routes also refuse one that sends a cookie without it (403, reason AUTH_ERROR).",
  },
};

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again',
  required: true,
  schema: { type: 'integer', minimum: 0 },
};

function operationsOf(paths: Record<string, Json>): [string, Operation][] {
  return Object.values(paths).flatMap((item) =>
    METHODS.filter((method) => item[method]).map((method): [string, Operation] => [
      method,
      item[method] as Operation,
    ]),
  );
}

function policyOf(operation: Operation): AccessPolicy | undefined {
  return ACCESS_POLICIES.find((policy) => policy === operation['x-access']);
}

/**
 * Who must prove what: the session where a policy asks for one, and the Origin on every change
 * made from a browser; or, where the operation declares it, an API key alone.
 */
function securityOf(method: string, policy: AccessPolicy, takesKey: boolean): Json[] {
  const requirement: Record<string, string[]> = {};
  if (policy !== 'public') requirement.sessionCookie = [];
  if (STATE_CHANGING.has(method)) requirement.trustedOrigin = [];
  return takesKey ? [requirement, { apiKey: [] }] : [requirement];
}

/** Statuses a route's own description may not cover: the guard's cause is added to it. */
const ALSO_SAID_BY_GUARDS = new Set([403, 413, 415, 500, 503]);

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function addGuards(method: string, operation: Operation): void {
  const policy = policyOf(operation);
  if (policy) operation.security = securityOf(method, policy, operation['x-api-key'] !== undefined);
  const guards = guardResponses({
    method,
    policy,
    takesInput: (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined,
    takesJson: operation.requestBody?.content?.['application/json'] !== undefined,
    takesKey: operation['x-api-key'] !== undefined,
  });
  for (const [status, description] of guards) {
    const current = operation.responses[status];
    if (!current) {
      operation.responses[status] = {
        description,
        content: { 'application/json': { schema: { $ref: GENERIC_ERROR } } },
      };
    } else if (ALSO_SAID_BY_GUARDS.has(status)) {
      current.description = `${String(current.description)}; or ${lowerFirst(description)}`;
    }
  }
}

/** Each error response's body names exactly the codes its status carries (`ERROR_CODES_BY_STATUS`). */
function narrowErrors(operation: Operation, schemas: Record<string, Json>): void {
  for (const [status, response] of Object.entries(operation.responses)) {
    if (status === '429') response.headers = { ...(response.headers as Json), 'Retry-After': RETRY_AFTER };
    const media = (response.content as Record<string, Json> | undefined)?.['application/json'];
    const schema = media?.schema as { $ref?: string } | undefined;
    if (schema?.$ref !== GENERIC_ERROR) continue;
    const codes = ERROR_CODES_BY_STATUS[Number(status) as keyof typeof ERROR_CODES_BY_STATUS];
    if (!codes) throw new Error(`No error codes are known for status ${status}`);
    const name = `ApiError${status}`;
    schemas[name] ??= withCodes(schemas.ApiError!, codes);
    media!.schema = { $ref: `#/components/schemas/${name}` };
  }
}

function withCodes(generic: Json, codes: readonly string[]): Json {
  const copy = structuredClone(generic) as { properties: { error: { properties: { code: Json } } } };
  copy.properties.error.properties.code = { type: 'string', enum: [...codes] };
  return copy;
}

/**
 * The document a stranger can generate a client from: the API's routes under its own base, the
 * account routes better-auth serves beside it (each path naming its own base), the guards' answers
 * on every operation, and who must send what.
 */
export function buildApiDocument(api: OpenAPIHono<AppEnv>): ApiDocument {
  const document = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Tera API',
      version: '1.0.0',
      description:
        'Every failure answers one error body whose `code` is from a closed set and whose `reason` tells refusals apart.',
    },
    servers: [{ url: API_BASE, description: 'This API, on the origin serving this document' }],
  });
  const auth = authOperations().getOpenAPI31Document({ openapi: '3.1.0', info: document.info });
  const paths = document.paths as Record<string, Json>;
  for (const [path, item] of Object.entries(auth.paths as Record<string, Json>)) {
    paths[path] = { servers: [{ url: AUTH_BASE, description: 'The account routes' }], ...item };
  }
  const components = (document.components ??= {}) as Json;
  const schemas = (components.schemas ??= {}) as Record<string, Json>;
  Object.assign(schemas, auth.components?.schemas);
  components.securitySchemes = SECURITY_SCHEMES;
  for (const [method, operation] of operationsOf(paths)) {
    addGuards(method, operation);
    narrowErrors(operation, schemas);
  }
  delete schemas.ApiError;
  return document;
}

/** Serves the document at `/openapi.json` of the API, built once on first request. */
export function serveApiDocument(api: OpenAPIHono<AppEnv>): void {
  let document: ApiDocument | undefined;
  api.get('/openapi.json', (c) => c.json((document ??= buildApiDocument(api))));
}
