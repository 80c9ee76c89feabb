import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { persistQueryCache, restoreQueryCache } from '../lib/query-persistence';
import { AppToaster } from '../components/ui/toaster';
import { AfterFirstPaint } from '../components/layout/after-first-paint';
import { authKeys } from '../lib/auth/session-api';
import { whoIsSignedInQuery } from '../lib/auth/last-known-person';

/**
 * What the app knows of the session as it starts. `signed-out`: the server sent a prerendered
 * public page, which goes only to a request without a session
 * (docs/decisions/010-public-pages-prerendered.md), so who is signed in is answered, nobody, until
 * the next session check. `ask-now`: the question leaves with the app's first code, beside the
 * screens' code rather than after it.
 */
export type StartingSession = 'signed-out' | 'ask-now';

/** The app's read cache, restored from the device, with the session's first question asked. */
export function startingQueryClient(session: StartingSession): QueryClient {
  const client = createQueryClient();
  restoreQueryCache(client, window.localStorage);
  if (session === 'signed-out') client.setQueryData(authKeys.me, null);
  if (session === 'ask-now') void client.prefetchQuery(whoIsSignedInQuery(client));
  return client;
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(() => persistQueryCache(queryClient, window.localStorage), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Its code is fetched when it first renders: once the page has painted, not before. */}
      <AfterFirstPaint placeholder={null}>
        <AppToaster />
      </AfterFirstPaint>
    </QueryClientProvider>
  );
}
