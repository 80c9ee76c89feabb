import { and, eq, inArray, ne } from 'drizzle-orm';
import { emailDomain, type SsoConnection, type SsoConnectionInput } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { ssoConnections, ssoDomains } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

export type StoredConnection = typeof ssoConnections.$inferSelect & { domains: string[] };

export async function readConnection(db: Db, companyId: string): Promise<StoredConnection | null> {
  const [connection] = await db.select().from(ssoConnections).where(eq(ssoConnections.companyId, companyId));
  if (!connection) return null;
  const domains = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(eq(ssoDomains.companyId, companyId))
    .orderBy(ssoDomains.domain);
  return { ...connection, domains: domains.map((row) => row.domain) };
}

/** The enabled connection that covers an address's domain, whichever company it belongs to. */
export async function connectionForEmail(db: Db, email: string): Promise<StoredConnection | null> {
  const domain = emailDomain(email);
  if (!domain) return null;
  const [row] = await db
    .select({ companyId: ssoDomains.companyId })
    .from(ssoDomains)
    .innerJoin(ssoConnections, eq(ssoConnections.companyId, ssoDomains.companyId))
    .where(and(eq(ssoDomains.domain, domain), eq(ssoConnections.enabled, true)));
  return row ? readConnection(db, row.companyId) : null;
}

export function presentConnection(connection: StoredConnection, redirectUri: string): SsoConnection {
  return {
    issuer: connection.issuer,
    clientId: connection.clientId,
    domains: connection.domains,
    unknownPeople: connection.unknownPeople,
    passwordSignIn: connection.passwordSignIn,
    enabled: connection.enabled,
    redirectUri,
    updatedAt: connection.updatedAt.toISOString(),
  };
}

/**
 * Saves a company's connection and the domains it covers. A domain another company covers is
 * refused: whoever signs in with such an address would otherwise have two providers to choose.
 */
export async function saveConnection(
  db: Db,
  companyId: string,
  input: SsoConnectionInput & { clientSecret: string },
  userId: string,
  now: Date,
): Promise<StoredConnection> {
  await db.transaction(async (tx) => {
    const taken = await tx
      .select({ domain: ssoDomains.domain })
      .from(ssoDomains)
      .where(and(inArray(ssoDomains.domain, input.domains), ne(ssoDomains.companyId, companyId)));
    if (taken.length > 0) {
      throw new AppError('VALIDATION_ERROR', {
        status: 409,
        reason: 'SSO_DOMAIN_TAKEN',
        fields: { domains: ['validation.ssoDomainTaken'] },
      });
    }
    const values = {
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecret: input.clientSecret,
      unknownPeople: input.unknownPeople,
      passwordSignIn: input.passwordSignIn,
      enabled: input.enabled,
      updatedBy: userId,
      updatedAt: now,
    };
    await tx
      .insert(ssoConnections)
      .values({ companyId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: ssoConnections.companyId, set: values });
    await tx.delete(ssoDomains).where(eq(ssoDomains.companyId, companyId));
    await tx.insert(ssoDomains).values(input.domains.map((domain) => ({ domain, companyId })));
  });
  return (await readConnection(db, companyId))!;
}

export async function removeConnection(db: Db, companyId: string): Promise<void> {
  await db.delete(ssoConnections).where(eq(ssoConnections.companyId, companyId));
}
