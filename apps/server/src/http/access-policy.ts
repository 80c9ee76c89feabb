import type { OpenAPIHono } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { ApiKeyRequirement } from '@tera/domain';
import { bearerCredentialOf } from '../auth/api-key-principal.ts';
import { resolvePrincipal, type Principal } from '../auth/principal.ts';
import { callWithKey, declaredKeyRequirement, invalidKeyRefusal } from './api-key-access.ts';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

/**
 * Every API route declares who may call it. The declaration travels in the OpenAPI document as
 * `x-access`, and one middleware enforces exactly what the document says, so the two cannot
 * drift apart; a route without a declaration is refused to everyone. `api-key` admits a company's
 * API key alone, never a person, whatever their role: SCIM provisioning (docs/product/provisioning.md).
 */
export const ACCESS_POLICIES = [
  'public',
  'authenticated',
  'leader',
  'company-member',
  'company-admin',
  'super-admin',
  'api-key',
] as const;
export type AccessPolicy = (typeof ACCESS_POLICIES)[number];

export function access(policy: AccessPolicy) {
  return { 'x-access': policy } as const;
}

export const publicAccess = access('public');

interface DeclaredRoute {
  method: string;
  path: string;
  pattern: RegExp;
  params: string[];
  policy: AccessPolicy | undefined;
  keyRequirement: ApiKeyRequirement | undefined;
}

function declaredRoutes(api: OpenAPIHono<AppEnv>): DeclaredRoute[] {
  return api.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const { route } = definition;
    const params: string[] = [];
    const source = route.path
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{([^}]+)\}/g, (_m, name: string) => {
        params.push(name);
        return '([^/]+)';
      });
    const declared = (route as { 'x-access'?: unknown })['x-access'];
    const policy = ACCESS_POLICIES.find((known) => known === declared);
    return [
      {
        method: route.method.toUpperCase(),
        path: route.path,
        pattern: new RegExp(`^${source}/?$`),
        params,
        policy,
        keyRequirement: declaredKeyRequirement(route),
      },
    ];
  });
}

function isMemberOf(principal: Principal, slug: string | undefined): boolean {
  return principal.isSuperAdmin || (slug !== undefined && principal.companySlug === slug.toLowerCase());
}

function refuse(
  principal: Principal | null,
  policy: AccessPolicy,
  slug: string | undefined,
): AppError | null {
  if (policy === 'public') return null;
  if (!principal) return new AppError('SESSION_EXPIRED');
  switch (policy) {
    case 'authenticated':
      return null;
    case 'leader':
      return principal.isLeader ? null : new AppError('UNAUTHORIZED', { reason: 'FORBIDDEN_ROLE' });
    case 'super-admin':
      return principal.isSuperAdmin ? null : new AppError('UNAUTHORIZED', { reason: 'FORBIDDEN_ROLE' });
    case 'company-member':
      // Another company's area is answered as if it did not exist.
      return isMemberOf(principal, slug) ? null : new AppError('RECORD_NOT_FOUND');
    case 'company-admin':
      if (!isMemberOf(principal, slug)) return new AppError('RECORD_NOT_FOUND');
      return principal.isAdmin || principal.isSuperAdmin
        ? null
        : new AppError('UNAUTHORIZED', { reason: 'FORBIDDEN_ROLE' });
    case 'api-key':
      // The key names its company: such a route addresses no company of its own.
      return principal.apiKey ? null : new AppError('UNAUTHORIZED', { reason: 'FORBIDDEN_ROLE' });
  }
}

/** A slug that is not valid percent-encoding names no company. */
function decodedSlug(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw new AppError('RECORD_NOT_FOUND');
  }
}

/** The API's own description, the one path under the base that is not a documented route. */
const DOCUMENT_PATH = '/openapi.json';

/**
 * Enforces the declared policy of whichever API route the request is for. A path no documented
 * route matches is answered as not found, so a handler added outside the document (and so outside
 * the isolation suite) can never be reached without a policy.
 */
export function enforceAccess(api: OpenAPIHono<AppEnv>, basePath: string) {
  let routes: DeclaredRoute[] | undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    routes ??= declaredRoutes(api);
    const path = c.req.path.slice(basePath.length) || '/';
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    for (const route of routes) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      if (!route.policy) throw new AppError('RECORD_NOT_FOUND');
      const slugIndex = route.params.indexOf('slug');
      const slug = slugIndex >= 0 ? decodedSlug(match[slugIndex + 1] ?? '') : undefined;
      const principal = route.policy === 'public' ? null : await resolvePrincipal(c);
      if (principal?.apiKey) {
        const operation = `${route.method} ${route.path}`;
        const refusal = refuse(principal, route.policy, slug);
        await callWithKey(c, principal, { operation, requirement: route.keyRequirement, refusal }, next);
      } else {
        if (!principal && route.policy !== 'public' && bearerCredentialOf(c) !== null) {
          throw invalidKeyRefusal(c);
        }
        const refusal = refuse(principal, route.policy, slug);
        if (refusal) throw refusal;
        await next();
      }
      // What a signed-in caller is answered is theirs alone: no browser or proxy may keep it.
      if (route.policy !== 'public') c.res.headers.set('cache-control', 'no-store');
      return;
    }
    if (method === 'GET' && path === DOCUMENT_PATH) return next();
    throw new AppError('RECORD_NOT_FOUND');
  });
}
