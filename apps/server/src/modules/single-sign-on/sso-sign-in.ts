import { and, eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Language, RefusalReason } from '@tera/domain';
import type { Db } from '../../db/database.ts';
import { companies } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { featureDecision } from '../../http/feature-gate.ts';
import type { Logger } from '../../platform/logger.ts';
import { connectionForEmail, readConnection } from './connection-store.ts';
import { providerConfiguration } from './provider-configuration.ts';
import { personFor, SsoRefusal } from './sso-person.ts';
import { beginAttempt, spendAttempt } from './sign-in-attempts.ts';

async function activeCompanySlug(db: Db, companyId: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.isActive, true)));
  return row?.slug ?? null;
}

/** A connection people may sign in through now: enabled, and on a plan that includes it. */
export async function usableConnectionForEmail(db: Db, email: string, now: Date) {
  const connection = await connectionForEmail(db, email);
  if (!connection) return null;
  const decision = await featureDecision(db, connection.companyId, 'sso', now);
  return decision.allowed ? connection : null;
}

/** The provider's authorisation address for a person, and the state their browser must bring back. */
export async function beginSignIn(
  db: Db,
  email: string,
  redirectUri: string,
  now: Date,
): Promise<{ url: string; state: string }> {
  const connection = await usableConnectionForEmail(db, email, now);
  if (!connection) throw new AppError('RECORD_NOT_FOUND', { reason: 'SSO_NOT_CONFIGURED' });
  const config = await providerConfiguration(connection).catch(() => {
    throw new AppError('NETWORK_ERROR', { reason: 'SSO_PROVIDER_UNREACHABLE' });
  });
  const attempt = await beginAttempt(db, connection.companyId, now);
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(attempt.codeVerifier),
    code_challenge_method: 'S256',
    login_hint: email,
  });
  return { url: url.href, state: attempt.state };
}

export interface FinishedSignIn {
  userId: string;
}

/**
 * The provider's answer, checked by openid-client against the attempt it belongs to: the state,
 * the PKCE verifier, and an ID token signed by the provider's keys for this client with the
 * attempt's nonce. Every failure is one refusal reason; what went wrong is logged, not shown.
 */
export async function finishSignIn(
  db: Db,
  logger: Logger,
  callbackUrl: URL,
  language: Language,
  now: Date,
): Promise<FinishedSignIn | { refused: RefusalReason }> {
  const state = callbackUrl.searchParams.get('state') ?? '';
  const attempt = state ? await spendAttempt(db, state, now) : null;
  if (!attempt) return { refused: 'SSO_FAILED' };
  try {
    const connection = await readConnection(db, attempt.companyId);
    const slug = await activeCompanySlug(db, attempt.companyId);
    const plan = await featureDecision(db, attempt.companyId, 'sso', now);
    if (!connection || !connection.enabled || !slug || !plan.allowed)
      return { refused: 'SSO_NOT_CONFIGURED' };
    const config = await providerConfiguration(connection);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      expectedState: state,
      expectedNonce: attempt.nonce,
      pkceCodeVerifier: attempt.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    // Providers that keep the ID token short give the address at their user info endpoint, for
    // the same subject only.
    const profile =
      typeof claims.email === 'string'
        ? claims
        : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    const email = typeof profile.email === 'string' ? profile.email.trim().toLowerCase() : '';
    if (!email) return { refused: 'SSO_FAILED' };
    const name = typeof profile.name === 'string' && profile.name.trim() ? profile.name.trim() : email;
    const userId = await personFor(db, connection, slug, { subject: claims.sub, email, name }, language, now);
    return { userId };
  } catch (error) {
    if (error instanceof SsoRefusal) return { refused: error.reason };
    if (error instanceof AppError && error.reason) return { refused: error.reason };
    logger.warn({ err: error, companyId: attempt.companyId }, 'single sign-on failed');
    return { refused: 'SSO_FAILED' };
  }
}
