import { and, eq, gt, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { SSO_ATTEMPT_MINUTES } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { ssoAttempts } from '../../db/schema/index.ts';
import { storedToken } from '../../auth/session-token-storage.ts';

export interface BegunAttempt {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/**
 * A new sign-in's state, nonce and PKCE verifier. Only the state's hash is a key: a copy of the
 * table cannot finish anybody's sign-in. Attempts older than their time go on the way.
 */
export async function beginAttempt(db: Db, companyId: string, now: Date): Promise<BegunAttempt> {
  const attempt = {
    state: oidc.randomState(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    nonce: oidc.randomNonce(),
  };
  await db.delete(ssoAttempts).where(lt(ssoAttempts.expiresAt, now));
  await db.insert(ssoAttempts).values({
    stateHash: storedToken(attempt.state),
    companyId,
    codeVerifier: attempt.codeVerifier,
    nonce: attempt.nonce,
    expiresAt: new Date(now.getTime() + SSO_ATTEMPT_MINUTES * 60_000),
  });
  return attempt;
}

/** Spends an attempt by its state: once, and only before it expires. */
export async function spendAttempt(db: Db, state: string, now: Date) {
  const [spent] = await db
    .delete(ssoAttempts)
    .where(and(eq(ssoAttempts.stateHash, storedToken(state)), gt(ssoAttempts.expiresAt, now)))
    .returning();
  return spent ?? null;
}
