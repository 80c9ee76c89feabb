import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { SESSION_CHECK_INTERVAL_MS, type Me } from '@tera/domain';
import { authKeys, getMe } from './session-api';

/**
 * The last person the server named on this device, saved with the read cache
 * (docs/product/errors-and-retries.md#the-saved-read-cache). It never replaces asking: the app
 * opens with it only while the server cannot be asked (offline, a server error).
 */
export function useLastKnownPerson(): Me | undefined {
  // Never dropped while unobserved (e.g. on the landing), so a later start offline still has it.
  return useQuery<Me>({ queryKey: authKeys.lastKnown, queryFn: skipToken, gcTime: Infinity }).data;
}

/** Asks the server who is signed in, and remembers anyone it names. */
export async function askWhoIsSignedIn(queryClient: QueryClient, signal?: AbortSignal): Promise<Me | null> {
  const me = await getMe(signal);
  if (me) queryClient.setQueryData(authKeys.lastKnown, me);
  return me;
}

/** Who is signed in, as the auth state asks it, and as the app asks it at start. */
export function whoIsSignedInQuery(queryClient: QueryClient) {
  return queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => askWhoIsSignedIn(queryClient, signal),
    // Who is signed in is always asked afresh: the saved copy is only the last known person.
    meta: { persist: false },
    staleTime: SESSION_CHECK_INTERVAL_MS,
  });
}
