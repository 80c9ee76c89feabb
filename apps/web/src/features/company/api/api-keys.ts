import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyCallsSchema,
  apiKeyListSchema,
  issuedApiKeySchema,
  revokedApiKeySchema,
  type CreateApiKey,
} from '@tera/domain';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';

const keysPath = (slug: string, rest = '') => `/api/v1/companies/${encodeURIComponent(slug)}/api-keys${rest}`;

export const apiKeyKeys = {
  all: (slug: string) => ['api-keys', slug] as const,
  calls: (slug: string, keyId: string) => ['api-keys', slug, 'calls', keyId] as const,
};

/** The company's keys: names, hints and scopes. The keys themselves are never read back. */
export function useApiKeys(slug: string) {
  return useQuery({
    queryKey: apiKeyKeys.all(slug),
    queryFn: ({ signal }) => apiGet(keysPath(slug), apiKeyListSchema, { signal }),
    select: (data) => data.keys,
    meta: { persist: false },
  });
}

/** A key's latest calls, asked for when an admin opens them. */
export function useApiKeyCalls(slug: string, keyId: string) {
  return useQuery({
    queryKey: apiKeyKeys.calls(slug, keyId),
    queryFn: ({ signal }) => apiGet(keysPath(slug, `/${keyId}/calls`), apiKeyCallsSchema, { signal }),
    select: (data) => data.calls,
    meta: { persist: false },
  });
}

/** Every change to a key changes the list, whether it worked or not. */
function useKeyMutation<TInput, TOutput>(slug: string, run: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all(slug) }),
  });
}

export function useCreateApiKey(slug: string) {
  return useKeyMutation(slug, (input: CreateApiKey) => apiPost(keysPath(slug), input, issuedApiKeySchema));
}

export function useRotateApiKey(slug: string) {
  return useKeyMutation(slug, (keyId: string) =>
    apiPost(keysPath(slug, `/${keyId}/rotation`), undefined, issuedApiKeySchema),
  );
}

export function useRevokeApiKey(slug: string) {
  return useKeyMutation(slug, (keyId: string) => apiDelete(keysPath(slug, `/${keyId}`), revokedApiKeySchema));
}
