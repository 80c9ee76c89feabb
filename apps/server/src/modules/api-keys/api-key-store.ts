import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  API_KEYS_PER_COMPANY,
  apiKeyHint,
  type ApiKeySummary,
  type CreateApiKey,
  type IssuedApiKey,
} from '@tera/domain';
import { storedToken } from '../../auth/session-token-storage.ts';
import type { Db } from '../../db/database.ts';
import { apiKeyCalls, apiKeys, companies, userProfiles } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../db/row-id.ts';

type KeyRow = typeof apiKeys.$inferSelect;

function summaryOf(row: KeyRow, createdByName: string | null): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    access: row.access,
    resources: row.resources,
    createdAt: row.createdAt.toISOString(),
    createdByName,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The company's keys, those in use first and each group newest first. */
export async function listKeys(db: Db, companyId: string): Promise<ApiKeySummary[]> {
  const rows = await db
    .select({ key: apiKeys, createdByName: userProfiles.fullName })
    .from(apiKeys)
    .leftJoin(userProfiles, eq(userProfiles.id, apiKeys.createdBy))
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt));
  return rows.map((row) => summaryOf(row.key, row.createdByName));
}

async function creatorName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ fullName: userProfiles.fullName })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId));
  return row?.fullName ?? null;
}

/**
 * A new key. The count of keys in use is taken under the company's row lock, so two admins
 * creating at once cannot pass the limit together.
 */
export async function issueKey(
  db: Db,
  companyId: string,
  createdBy: string,
  input: CreateApiKey,
  now: Date,
): Promise<IssuedApiKey> {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const [inUse] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
    if ((inUse?.n ?? 0) >= API_KEYS_PER_COMPANY) {
      throw new AppError('VALIDATION_ERROR', { status: 409, reason: 'API_KEY_LIMIT' });
    }
    const [created] = await tx
      .insert(apiKeys)
      .values({
        companyId,
        name: input.name,
        hint: apiKeyHint(secret),
        secretHash: storedToken(secret),
        access: input.access,
        resources: input.resources,
        createdBy,
        createdAt: now,
      })
      .returning();
    return created!;
  });
  return { key: summaryOf(row, await creatorName(db, createdBy)), secret };
}

async function keyInUse(db: Db, companyId: string, keyId: string): Promise<KeyRow> {
  if (!isUuid(keyId)) throw new AppError('RECORD_NOT_FOUND');
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.companyId, companyId)));
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  return row;
}

/** Revoking is final and at once: the next call with the key, on any instance, is refused. */
export async function revokeKey(db: Db, companyId: string, keyId: string, now: Date): Promise<ApiKeySummary> {
  const row = await keyInUse(db, companyId, keyId);
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(apiKeys.id, row.id))
    .returning();
  return summaryOf(revoked!, row.createdBy ? await creatorName(db, row.createdBy) : null);
}

/** A new secret for the same name and scope; the old one stops at once. */
export async function rotateKey(
  db: Db,
  companyId: string,
  keyId: string,
  rotatedBy: string,
  now: Date,
): Promise<IssuedApiKey> {
  const row = await keyInUse(db, companyId, keyId);
  if (row.revokedAt) throw new AppError('RECORD_NOT_FOUND');
  await revokeKey(db, companyId, keyId, now);
  return issueKey(
    db,
    companyId,
    rotatedBy,
    { name: row.name, access: row.access, resources: row.resources },
    now,
  );
}

export const KEY_CALLS_SHOWN = 50;

/** A key's latest calls, newest first: what the audit shows an admin. */
export async function readKeyCalls(db: Db, companyId: string, keyId: string) {
  const row = await keyInUse(db, companyId, keyId);
  const calls = await db
    .select({
      method: apiKeyCalls.method,
      operation: apiKeyCalls.operation,
      status: apiKeyCalls.status,
      clientAddress: apiKeyCalls.clientAddress,
      calledAt: apiKeyCalls.calledAt,
    })
    .from(apiKeyCalls)
    .where(eq(apiKeyCalls.keyId, row.id))
    .orderBy(desc(apiKeyCalls.calledAt), desc(apiKeyCalls.id))
    .limit(KEY_CALLS_SHOWN);
  return calls.map((call) => ({ ...call, calledAt: call.calledAt.toISOString() }));
}
