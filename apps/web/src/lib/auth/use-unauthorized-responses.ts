import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { isNoSessionRefusal } from '@tera/domain';
import { failureFacts } from '../api-error';
import { authKeys } from './session-api';

function isUnauthorized(error: unknown): boolean {
  return isNoSessionRefusal(failureFacts(error));
}

/**
 * Calls `onUnauthorized` when any query or mutation is refused with 401. The auth state's own
 * queries are left out: their 401 already means "nobody signed in".
 */
export function useUnauthorizedResponses(queryClient: QueryClient, onUnauthorized: () => void): void {
  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === authKeys.all[0]) return;
      if (isUnauthorized(event.action.error)) onUnauthorized();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isUnauthorized(event.action.error)) onUnauthorized();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, onUnauthorized]);
}
