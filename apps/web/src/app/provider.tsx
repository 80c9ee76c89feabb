import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { persistQueryCache, restoreQueryCache } from '../lib/query-persistence';
import { AppToaster } from '../components/ui/toaster';

function createRestoredQueryClient() {
  const client = createQueryClient();
  restoreQueryCache(client, window.localStorage);
  return client;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createRestoredQueryClient);

  useEffect(() => persistQueryCache(queryClient, window.localStorage), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
