import type { Database } from '../db/database.ts';
import type { Logger } from '../platform/logger.ts';
import type { Principal } from './principal.ts';

/** The channel the database announces changes on (migration 0003): `user:<id>` or `company:<id>`. */
export const PRINCIPAL_CHANNEL = 'tera_principals';

/**
 * Enough for every signed-in person of a large instance at about a kilobyte each; beyond it the
 * least recently used are read again.
 */
const MAX_ENTRIES = 50_000;
/** Invalidation keeps entries true; the lifetime only bounds how long an idle one takes memory. */
const LIFETIME_MS = 5 * 60_000;

interface Entry {
  principal: Principal;
  expiresAt: number;
}

export type PrincipalChange = { kind: 'user'; id: string } | { kind: 'company'; id: string };

export interface PrincipalCache {
  /** The caller a session token resolved to, while nothing that makes it up has changed. */
  get(token: string): Principal | undefined;
  /** Taken before reading a caller, and given back to `set` with what was read. */
  version(): number;
  /** Keeps what was read, unless a change was heard since `readAt`: the read may predate it. */
  set(token: string, principal: Principal, sessionExpiresAt: Date, readAt: number): void;
  /** Calls back with every change, however it was written and on whichever instance. */
  onChange(listener: (change: PrincipalChange) => void): () => void;
  close(): Promise<void>;
}

function parseChange(payload: string): PrincipalChange | null {
  const separator = payload.indexOf(':');
  const kind = payload.slice(0, separator);
  const id = payload.slice(separator + 1);
  if ((kind !== 'user' && kind !== 'company') || id === '') return null;
  return { kind, id };
}

/** Tokens by the user or company they resolve to, so a change finds its entries without a scan. */
class TokenIndex {
  private readonly byKey = new Map<string, Set<string>>();

  add(key: string, token: string) {
    const tokens = this.byKey.get(key);
    if (tokens) tokens.add(token);
    else this.byKey.set(key, new Set([token]));
  }

  remove(key: string, token: string) {
    const tokens = this.byKey.get(key);
    tokens?.delete(token);
    if (tokens?.size === 0) this.byKey.delete(key);
  }

  take(key: string): Set<string> {
    const tokens = this.byKey.get(key) ?? new Set<string>();
    this.byKey.delete(key);
    return tokens;
  }

  clear() {
    this.byKey.clear();
  }
}

const keysOf = (principal: Principal) =>
  principal.companyId
    ? [`user:${principal.userId}`, `company:${principal.companyId}`]
    : [`user:${principal.userId}`];

/**
 * Resolved callers, kept in process so a signed-in request does not read its session each time.
 * The database announces every change to a session, a profile or a company on commit; an entry is
 * dropped as soon as any instance's change is heard, and nothing is kept while the announcements
 * might be missed.
 */
export function createPrincipalCache(options: {
  database: Database;
  logger: Logger;
  now?: () => number;
}): PrincipalCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const index = new TokenIndex();
  const listeners = new Set<(change: PrincipalChange) => void>();
  let changes = 0;

  const remove = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    for (const key of keysOf(entry.principal)) index.remove(key, token);
  };

  const forget = (change: PrincipalChange) => {
    changes += 1;
    for (const token of index.take(`${change.kind}:${change.id}`)) remove(token);
    for (const listener of listeners) listener(change);
  };

  const subscription = options.database.listen(PRINCIPAL_CHANNEL, {
    onMessage(payload) {
      const change = parseChange(payload);
      if (change) forget(change);
    },
    onGap() {
      changes += 1;
      if (entries.size > 0) options.logger.warn('principal announcements interrupted; cache cleared');
      entries.clear();
      index.clear();
    },
  });

  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (!subscription.isListening || entry.expiresAt <= now()) {
        remove(token);
        return undefined;
      }
      // Re-inserted so the map's order is least recently used first.
      entries.delete(token);
      entries.set(token, entry);
      return entry.principal;
    },
    version: () => changes,
    set(token, principal, sessionExpiresAt, readAt) {
      if (!subscription.isListening || readAt !== changes) return;
      remove(token);
      entries.set(token, {
        principal,
        expiresAt: Math.min(now() + LIFETIME_MS, sessionExpiresAt.getTime()),
      });
      for (const key of keysOf(principal)) index.add(key, token);
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) remove(oldest.value);
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      entries.clear();
      index.clear();
      listeners.clear();
      await subscription.close();
    },
  };
}
