import type { Context } from 'hono';
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  type ApiKeyScope,
  hasPermission,
  isLeader,
  parseRole,
  type Language,
  type UserRole,
} from '@tera/domain';
import type { Db } from '../db/database.ts';
import { authSessions, authUsers, companies, userProfiles } from '../db/schema/index.ts';
import { sessionTokenFromCookie } from './session-cookie.ts';
import { storedToken } from './session-token-storage.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { bearerCredentialOf, readKeyPrincipal } from './api-key-principal.ts';
import { homeOf } from './home-of.ts';
import { AppError } from '../http/app-error.ts';

/** Who is calling, resolved once per request from the session cookie or an API key. */
export interface Principal {
  userId: string;
  email: string;
  fullName: string;
  role: UserRole;
  companyId: string | null;
  companySlug: string | null;
  teamId: string | null;
  reportsTo: string | null;
  /** The company's time zone, or an individual's own: what "today" and the window are judged by. */
  timeZone: string;
  workdayStartHour: number;
  confidentialityThreshold: number;
  isSuperAdmin: boolean;
  isLeader: boolean;
  isAdmin: boolean;
  /**
   * Set when the caller is one of the company's API keys rather than a person
   * (docs/product/api-keys.md): `userId` is then the key's id, which owns no one's records.
   */
  apiKey?: { id: string; scope: ApiKeyScope };
}

interface SessionUser {
  id: string;
  email: string;
  name: string;
}

const principalColumns = {
  profile: userProfiles,
  companySlug: companies.slug,
  companySettings: companies.settings,
  companyActive: companies.isActive,
  // Written out: inside a subquery drizzle would leave the outer column unqualified.
  directReports: sql<number>`(select count(*)::int from user_profiles r where r.reports_to = user_profiles.id and r.is_active)`,
};

async function readPrincipalRow(db: Db, userId: string) {
  const [row] = await db
    .select(principalColumns)
    .from(userProfiles)
    .leftJoin(companies, eq(companies.id, userProfiles.companyId))
    .where(eq(userProfiles.id, userId));
  return row;
}

function buildSessionQuery(db: Db) {
  return db
    .select({
      ...principalColumns,
      user: { id: authUsers.id, email: authUsers.email, name: authUsers.name },
      sessionExpiresAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(userProfiles, eq(userProfiles.id, authSessions.userId))
    .leftJoin(companies, eq(companies.id, userProfiles.companyId))
    .where(and(eq(authSessions.token, sql.placeholder('token')), gt(authSessions.expiresAt, sql`now()`)))
    .prepare('tera_principal_by_session');
}

// Every signed-in request runs this first: built and planned once per database, not per request.
const sessionQueries = new WeakMap<Db, ReturnType<typeof buildSessionQuery>>();

/** Session, person and company in one query: what every signed-in request needs first. */
async function readSessionRow(db: Db, token: string) {
  let query = sessionQueries.get(db);
  if (!query) {
    query = buildSessionQuery(db);
    sessionQueries.set(db, query);
  }
  const [row] = await query.execute({ token: storedToken(token) });
  return row;
}

/**
 * A profile is created on demand, role employee, from what sign-up knew — including
 * the language the person signed up in, so the mails we send them later are in it.
 */
export async function ensureProfile(db: Db, user: SessionUser, language: Language = 'es'): Promise<void> {
  await db
    .insert(userProfiles)
    .values({ id: user.id, email: user.email, fullName: user.name, role: 'employee', language })
    .onConflictDoNothing();
}

type PrincipalRow = NonNullable<Awaited<ReturnType<typeof readPrincipalRow>>>;

export async function loadPrincipal(db: Db, user: SessionUser): Promise<Principal | null> {
  let row = await readPrincipalRow(db, user.id);
  if (!row) {
    await ensureProfile(db, user);
    row = await readPrincipalRow(db, user.id);
  }
  return row ? principalFrom(row) : null;
}

function principalFrom(row: PrincipalRow): Principal | null {
  if (!row.profile.isActive) return null;
  const { profile } = row;
  const role = parseRole(profile.role) ?? 'employee';
  const home = homeOf({
    companyId: profile.companyId,
    companyActive: row.companyActive,
    companySettings: row.companySettings,
    profileTimeZone: profile.timeZone,
  });
  const { settings } = home;
  return {
    userId: profile.id,
    email: profile.email,
    fullName: profile.fullName,
    role,
    companyId: home.companyId,
    companySlug: home.companyId ? (row.companySlug ?? null) : null,
    teamId: profile.teamId,
    reportsTo: profile.reportsTo,
    timeZone: home.timeZone,
    workdayStartHour: settings.workday_start_hour,
    confidentialityThreshold: settings.confidentiality_threshold,
    isSuperAdmin: profile.isSuperAdmin,
    isLeader: isLeader({ role, directReportsCount: Number(row.directReports) }),
    isAdmin: home.companyId !== null && hasPermission({ role }, 'admin'),
  };
}

/** The caller a session token stands for now, through the same cache every request uses. */
export async function readPrincipal(deps: AppDeps, token: string): Promise<Principal | null> {
  const cached = deps.principals.get(token);
  if (cached) return cached;
  const readAt = deps.principals.version();
  const row = await readSessionRow(deps.database.db, token);
  if (!row) return null;
  // A profile gone missing is made again, as any profile is made on demand.
  const principal = row.profile
    ? principalFrom({ ...row, profile: row.profile })
    : await loadPrincipal(deps.database.db, row.user);
  if (principal) deps.principals.set(token, principal, row.sessionExpiresAt, readAt);
  return principal;
}

/** The signed session token the request carries, if its signature holds. */
export async function sessionTokenOf(c: Context<AppEnv>): Promise<string | null> {
  return sessionTokenFromCookie(c.req.header('cookie'), await c.var.deps.auth.secret());
}

/**
 * The caller, or null when nobody is signed in: the one way any route learns who is calling,
 * resolved at most once per request. A request that sends a key is judged by the key alone, never
 * by a cookie beside it.
 */
export async function resolvePrincipal(c: Context<AppEnv>): Promise<Principal | null> {
  const known = c.get('principal');
  if (known !== undefined) return known;
  const key = bearerCredentialOf(c);
  let principal: Principal | null;
  if (key !== null) {
    principal = await readKeyPrincipal(c.var.deps, key);
  } else {
    const token = await sessionTokenOf(c);
    principal = token ? await readPrincipal(c.var.deps, token) : null;
  }
  c.set('principal', principal);
  return principal;
}

/** For handlers behind a signed-in policy: the principal the policy already resolved. */
export function requirePrincipal(c: Context<AppEnv>): Principal {
  const principal = c.get('principal');
  if (!principal) throw new AppError('SESSION_EXPIRED');
  return principal;
}
