import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unsubscribePageSchema, type PreferencesUpdate, type UnsubscribePage } from '@tera/domain';
import { apiGet, apiPut } from '../../../lib/api-client';

const pathOf = (token: string) => `/api/v1/unsubscribe/${encodeURIComponent(token)}`;
const unsubscribeKey = (token: string) => ['unsubscribe', token] as const;

/** What the link's person receives. Reading it changes nothing, whoever opens the link. */
export function useUnsubscribePage(token: string) {
  return useQuery({
    queryKey: unsubscribeKey(token),
    queryFn: ({ signal }) => apiGet(pathOf(token), unsubscribePageSchema, { signal }),
  });
}

export function useSaveUnsubscribePage(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PreferencesUpdate) => apiPut(pathOf(token), update, unsubscribePageSchema),
    onSuccess: (saved: UnsubscribePage) => queryClient.setQueryData(unsubscribeKey(token), saved),
  });
}
