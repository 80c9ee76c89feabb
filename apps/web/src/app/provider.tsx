import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { persistQueryCache, restoreQueryCache } from '../lib/query-persistence';
import { AppToaster } from '../components/ui/toaster';
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

interface AppProviderProps {
  session?: StartingSession;
  children: ReactNode;
}

function createRestoredQueryClient(session: StartingSession | undefined) {
  const client = createQueryClient();
  restoreQueryCache(client, window.localStorage);
  if (session === 'signed-out') client.setQueryData(authKeys.me, null);
  if (session === 'ask-now') void client.prefetchQuery(whoIsSignedInQuery(client));
  return client;
}

export function AppProvider({ session, children }: AppProviderProps) {
  const [queryClient] = useState(() => createRestoredQueryClient(session));

  useEffect(() => persistQueryCache(queryClient, window.localStorage), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
