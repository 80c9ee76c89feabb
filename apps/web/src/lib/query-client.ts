import { MutationCache, QueryCache, QueryClient, onlineManager } from '@tanstack/react-query';
import { QUERY_RETRY, retryDelay, shouldRetryMutation, shouldRetryQuery } from '@tera/domain';
import { failureFacts, isApiError } from './api-error';
import { companyKeys } from './company/get-company';

/** Reads and changes as docs/product/errors-and-retries.md#reads says, with the shared retry rules. */
export function createQueryClient(): QueryClient {
  // TanStack Query assumes it starts online; starting offline (e.g. from the installed app) must
  // pause queries until the connection returns, not fail them.
  onlineManager.setOnline(navigator.onLine);
  // A feature the server refuses was allowed by the plan held here: that plan is out of date.
  const onError = (error: unknown) => {
    if (isApiError(error) && error.featureBlock) void client.invalidateQueries({ queryKey: companyKeys.all });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
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
  return client;
}
