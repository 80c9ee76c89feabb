import type { Context } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { looksLikeApiKey } from '@tera/domain';
import { apiKeys, companies } from '../db/schema/index.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { homeOf } from './home-of.ts';
import type { Principal } from './principal.ts';
import { storedToken } from './session-token-storage.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** What `Authorization: Bearer …` carries, or null when the request sends no such header. */
export function bearerCredentialOf(c: Context<AppEnv>): string | null {
  const header = c.req.header('authorization');
  if (header === undefined) return null;
  return BEARER.exec(header)?.[1] ?? '';
}

/**
 * The company an unrevoked key of an active company stands for, acting as an admin of it with the
 * key's scope and no person behind it. Read from the database on every call, never cached, so a
 * revocation holds on the very next request on every instance.
 */
export async function readKeyPrincipal(deps: AppDeps, secret: string): Promise<Principal | null> {
  if (!looksLikeApiKey(secret)) return null;
  const [row] = await deps.database.db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      access: apiKeys.access,
      resources: apiKeys.resources,
      companyId: apiKeys.companyId,
      companySlug: companies.slug,
      companySettings: companies.settings,
    })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(
      and(
        eq(apiKeys.secretHash, storedToken(secret)),
        isNull(apiKeys.revokedAt),
        eq(companies.isActive, true),
      ),
    );
  if (!row) return null;
  const home = homeOf({
    companyId: row.companyId,
    companyActive: true,
    companySettings: row.companySettings,
    profileTimeZone: 'UTC',
  });
  return {
    userId: row.id,
    email: '',
    fullName: row.name,
    role: 'admin',
    companyId: row.companyId,
    companySlug: row.companySlug,
    teamId: null,
    reportsTo: null,
    timeZone: home.timeZone,
    workdayStartHour: home.settings.workday_start_hour,
    confidentialityThreshold: home.settings.confidentiality_threshold,
    isSuperAdmin: false,
    isLeader: false,
    isAdmin: true,
    apiKey: { id: row.id, scope: { access: row.access, resources: row.resources } },
  };
}
