import type { QueryClient } from '@tanstack/react-query';
import {
  COMPANY_SLUG_STORAGE_KEY,
  isCheckinDeviceStorageKey,
  isUnsentCheckinStorageKey,
  QUERY_CACHE_STORAGE_KEY,
} from '@tera/domain';
import { removeItem, storedKeys } from '../device-storage';

/**
 * On sign-out, or when the session ends, every piece of the person's data goes: the
 * query cache and its saved copy, the company they were in, and check-ins kept on this device.
 * What is about Tera itself stays: dropping the system's status would ask for it again at the very
 * moment the app leaves for sign-in, and a failed answer then would show the status screen instead.
 */
export function clearUserData(queryClient: QueryClient, { keepUnsentCheckins = false } = {}): void {
  queryClient.removeQueries({ predicate: (query) => query.meta?.personal !== false });
  queryClient.getMutationCache().clear();
  for (const key of [QUERY_CACHE_STORAGE_KEY, COMPANY_SLUG_STORAGE_KEY]) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage refused: there is nothing kept there to clear either.
    }
  }
  // Check-in answers are health-adjacent personal data: signing out leaves none on a device someone
  // else may use next, not even those still waiting to be sent. A session that lapsed was not left
  // by choice, so its unsent answers stay, under that person's own key, for them alone to send.
  for (const key of storedKeys()) {
    if (isCheckinDeviceStorageKey(key) && !(keepUnsentCheckins && isUnsentCheckinStorageKey(key))) {
      removeItem(key);
    }
  }
}
