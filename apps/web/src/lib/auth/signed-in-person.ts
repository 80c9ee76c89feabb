import type { Me } from '@tera/domain';

/** What the query asking the server who is signed in has to tell so far. */
export interface MeQueryFacts {
  data: Me | null | undefined;
  /** Set once every attempt has failed. */
  error: Error | null;
  /** Offline: the question waits for the connection. */
  isPaused: boolean;
  failureCount: number;
}

export type SignedInAnswer =
  { status: 'asking' } | { status: 'known'; me: Me | null } | { status: 'unavailable'; error: Error };

/**
 * Who is signed in: the server's answer once it has given one. Until then, offline or after a failed
 * attempt, the person it last named, so the app opens from its cache; with nobody remembered, being
 * offline waits for the connection and a failure stays a failure. Neither is ever read as "signed
 * out": only the server's own "nobody" is.
 */
export function whoIsSignedIn(query: MeQueryFacts, lastKnown: Me | undefined): SignedInAnswer {
  if (query.data !== undefined) return { status: 'known', me: query.data };
  const cannotAsk = query.isPaused || query.failureCount > 0 || query.error !== null;
  if (cannotAsk && lastKnown) return { status: 'known', me: lastKnown };
  if (query.error) return { status: 'unavailable', error: query.error };
  return { status: 'asking' };
}
