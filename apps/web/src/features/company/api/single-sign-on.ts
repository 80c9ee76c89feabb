import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ssoSettingsSchema, type SsoConnectionInput, type SsoSettings } from '@tera/domain';
import { apiDelete, apiGet, apiPut } from '../../../lib/api-client';

const settingsPath = (slug: string) => `/api/v1/companies/${encodeURIComponent(slug)}/single-sign-on`;
const ssoKey = (slug: string) => ['single-sign-on', slug] as const;

/** The company's provider as saved, without its secret, and the address to register with it. */
export function useSingleSignOn(slug: string) {
  return useQuery({
    queryKey: ssoKey(slug),
    queryFn: ({ signal }) => apiGet(settingsPath(slug), ssoSettingsSchema, { signal }),
    meta: { persist: false },
  });
}

function useSettingsMutation<TInput>(slug: string, run: (input: TInput) => Promise<SsoSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (settings) => queryClient.setQueryData(ssoKey(slug), settings),
  });
}

export function useSaveSingleSignOn(slug: string) {
  return useSettingsMutation(slug, (input: SsoConnectionInput) =>
    apiPut(settingsPath(slug), input, ssoSettingsSchema),
  );
}

export function useRemoveSingleSignOn(slug: string) {
  return useSettingsMutation(slug, () => apiDelete(settingsPath(slug), ssoSettingsSchema));
}
