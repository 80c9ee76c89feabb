import { QueryClient, onlineManager } from '@tanstack/react-query';
import { QUERY_RETRY, retryDelay, shouldRetryMutation, shouldRetryQuery } from '@tera/domain';
import { failureFacts } from './api-error';

/** Reads and changes as docs/product/errors-and-retries.md#reads says, with the shared retry rules. */
export function createQueryClient(): QueryClient {
  // TanStack Query assumes it starts online; starting offline (e.g. from the installed app) must
  // pause queries until the connection returns, not fail them.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_RETRY.staleTimeMs,
        gcTime: QUERY_RETRY.gcTimeMs,
        refetchOnWindowFocus: false,
        refetchOnMount: true,
        refetchOnReconnect: true,
        retry: (failureCount, error) => shouldRetryQuery(failureCount, failureFacts(error)),
        retryDelay: (attempt) => retryDelay(attempt, QUERY_RETRY.maxDelayMs),
      },
      mutations: {
        retry: (failureCount, error) => shouldRetryMutation(failureCount, failureFacts(error)),
        retryDelay: QUERY_RETRY.mutationDelayMs,
      },
    },
  });
}
