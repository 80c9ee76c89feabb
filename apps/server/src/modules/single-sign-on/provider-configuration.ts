import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import type { StoredConnection } from './connection-store.ts';

/** A provider's metadata and keys change rarely; a sign-in should not wait to read them each time. */
const CACHE_MS = 10 * 60_000;
const CACHE_ENTRIES = 200;
const DISCOVERY_TIMEOUT_SECONDS = 5;

const cache = new Map<string, { config: oidc.Configuration; until: number }>();

function cacheKey(connection: Pick<StoredConnection, 'issuer' | 'clientId' | 'clientSecret'>): string {
  return createHash('sha256')
    .update(`${connection.issuer}\n${connection.clientId}\n${connection.clientSecret}`)
    .digest('base64url');
}

/**
 * The provider's configuration read from its discovery document, which must name the issuer
 * configured (openid-client checks it). ID tokens are verified against the provider's published
 * keys even though they arrive straight from its token endpoint: a token is trusted for what it
 * is, not for the road it came by.
 */
export async function providerConfiguration(
  connection: Pick<StoredConnection, 'issuer' | 'clientId' | 'clientSecret'>,
  now = Date.now(),
): Promise<oidc.Configuration> {
  const key = cacheKey(connection);
  const cached = cache.get(key);
  if (cached && cached.until > now) return cached.config;
  const issuer = new URL(connection.issuer);
  const config = await oidc.discovery(issuer, connection.clientId, connection.clientSecret, undefined, {
    // Plain http is accepted for issuers on this machine only (isAcceptableIssuer).
    execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    timeout: DISCOVERY_TIMEOUT_SECONDS,
  });
  oidc.enableNonRepudiationChecks(config);
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, { config, until: now + CACHE_MS });
  return config;
}
