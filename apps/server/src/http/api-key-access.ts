import type { Context } from 'hono';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import {
  API_KEY_ACCESS_LEVELS,
  API_KEY_RESOURCES,
  describeRefusal,
  keyScopeCovers,
  type ApiKeyAccess,
  type ApiKeyRequirement,
  type ApiKeyResource,
  type RefusalReason,
} from '@tera/domain';
import type { Principal } from '../auth/principal.ts';
import { apiKeyCalls, apiKeys } from '../db/schema/index.ts';
import { consumeRateLimit } from '../modules/rate-limit/consume-rate-limit.ts';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { clientAddress } from './client-address.ts';
import { rateLimitedRefusal } from './rate-limit.ts';
import { assertFeature } from './feature-gate.ts';

/**
 * Declares that an API key whose scope covers `resource` at `access` may call a route. The
 * declaration travels in the API document as `x-api-key`; a route without one is refused to every
 * key (docs/product/api-keys.md#what-a-key-may-call).
 */
export function keyAccess(resource: ApiKeyResource, access: ApiKeyAccess) {
  return { 'x-api-key': { resource, access } } as const;
}

export function declaredKeyRequirement(route: unknown): ApiKeyRequirement | undefined {
  const declared = (route as { 'x-api-key'?: Partial<ApiKeyRequirement> })['x-api-key'];
  if (!declared) return undefined;
  const resource = API_KEY_RESOURCES.find((known) => known === declared.resource);
  const access = API_KEY_ACCESS_LEVELS.find((known) => known === declared.access);
  return resource && access ? { resource, access } : undefined;
}

/** A key's own ceiling on top of each route's: a runaway integration cannot crowd out people. */
export const API_KEY_RATE_LIMIT = { limit: 600, windowMs: 60_000 };
/** How stale "last used" may be: a busy key writes it once a minute, not on every call. */
const LAST_USED_PRECISION_MS = 60_000;

function keyRefusal(c: Context<AppEnv>, reason: RefusalReason): AppError {
  return new AppError('UNAUTHORIZED', { reason, message: describeRefusal(reason, c.var.language) });
}

export function invalidKeyRefusal(c: Context<AppEnv>): AppError {
  return new AppError('SESSION_EXPIRED', {
    reason: 'INVALID_API_KEY',
    message: describeRefusal('INVALID_API_KEY', c.var.language),
  });
}

/** What a key must pass beyond the route's policy: the route's declaration, its scope, the plan, its own limit. */
async function admitKeyCall(
  c: Context<AppEnv>,
  key: NonNullable<Principal['apiKey']>,
  requirement: ApiKeyRequirement | undefined,
): Promise<void> {
  if (!requirement) throw keyRefusal(c, 'KEY_NOT_ALLOWED');
  if (!keyScopeCovers(key.scope, requirement)) throw keyRefusal(c, 'KEY_SCOPE');
  await assertFeature(c, 'apiAccess');
  const { deps } = c.var;
  const decision = await consumeRateLimit(
    deps.database.db,
    `api-key:${key.id}`,
    API_KEY_RATE_LIMIT,
    deps.clock.now(),
  );
  if (!decision.allowed) {
    throw rateLimitedRefusal(describeRefusal('RATE_LIMITED', c.var.language), decision.retryAfterSeconds);
  }
}

async function recordKeyCall(c: Context<AppEnv>, principal: Principal, operation: string, status: number) {
  const { deps } = c.var;
  const now = deps.clock.now();
  const keyId = principal.apiKey!.id;
  const db = deps.database.db;
  await db.insert(apiKeyCalls).values({
    keyId,
    companyId: principal.companyId!,
    method: c.req.method,
    operation,
    status,
    clientAddress: clientAddress(c, deps.config.TRUST_PROXY),
    calledAt: now,
  });
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_PRECISION_MS)),
        ),
      ),
    );
}

/**
 * Runs a key's call through its own checks, then the route, and audits the call whatever its
 * outcome: refused calls are the ones an admin most needs to see.
 */
export async function callWithKey(
  c: Context<AppEnv>,
  principal: Principal,
  route: { operation: string; requirement: ApiKeyRequirement | undefined; refusal: AppError | null },
  run: () => Promise<void>,
): Promise<void> {
  let status = 500;
  try {
    if (route.refusal) throw route.refusal;
    await admitKeyCall(c, principal.apiKey!, route.requirement);
    await run();
    status = c.res.status;
  } catch (error) {
    if (error instanceof AppError) status = error.status;
    throw error;
  } finally {
    await recordKeyCall(c, principal, route.operation, status);
  }
}
