import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  preferencesSchema,
  pushPublicKeySchema,
  type Preferences,
  type PreferencesUpdate,
} from '@tera/domain';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { throwWhenEmpty } from '../../../lib/throw-when-empty';
import { subscribeThisDevice, unsubscribeThisDevice } from '../../../lib/push-device';

const PREFERENCES_PATH = '/api/v1/me/notification-preferences';
const SUBSCRIPTIONS_PATH = '/api/v1/me/push-subscriptions';
const nothing = z.undefined();

/** Per person, so a device shared by two never shows one the other's choices. */
const preferenceKeys = {
  mine: (userId: string) => ['notification-preferences', userId] as const,
};

/** A failure shows the card's section panel, as the dashboard's other cards do. */
export function useMyPreferences() {
  const userId = useAuth().user?.id ?? '';
  return useQuery({
    queryKey: preferenceKeys.mine(userId),
    queryFn: ({ signal }) => apiGet(PREFERENCES_PATH, preferencesSchema, { signal }),
    enabled: userId !== '',
    throwOnError: throwWhenEmpty,
  });
}

export function useSavePreferences() {
  const userId = useAuth().user?.id ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PreferencesUpdate) => apiPut(PREFERENCES_PATH, update, preferencesSchema),
    onSuccess: (saved: Preferences) => queryClient.setQueryData(preferenceKeys.mine(userId), saved),
  });
}

/** Subscribes this browser with the server's key and hands the subscription to the server. */
export function useSubscribeDevice() {
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await apiGet('/api/v1/push/public-key', pushPublicKeySchema);
      if (!publicKey) return 'unavailable' as const;
      const subscription = await subscribeThisDevice(publicKey);
      await apiPost(SUBSCRIPTIONS_PATH, subscription, nothing);
      return 'subscribed' as const;
    },
  });
}

export function useForgetDevice() {
  return useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeThisDevice();
      if (endpoint) await apiDelete(SUBSCRIPTIONS_PATH, nothing, { body: { endpoint } });
    },
  });
}
