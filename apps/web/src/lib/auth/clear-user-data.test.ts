import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  checkinDraftStorageKey,
  checkinPostponedStorageKey,
  COMPANY_SLUG_STORAGE_KEY,
  pendingCheckinsStorageKey,
  QUERY_CACHE_STORAGE_KEY,
  SKIP_CHECKIN_STORAGE_KEY,
} from '@tera/domain';
import { subscribeToDeviceStorage } from '../device-storage';
import { clearUserData } from './clear-user-data';

describe('clearing the person’s data at sign-out', () => {
  beforeEach(() => window.localStorage.clear());

  it('removes the person’s cache, the company and every person’s check-ins, and nothing else', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['pulse'], { score: 7 });
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: ['system', 'status'], meta: { personal: false } })
      .setData({ healthy: true });
    window.localStorage.setItem(QUERY_CACHE_STORAGE_KEY, '{}');
    window.localStorage.setItem(COMPANY_SLUG_STORAGE_KEY, 'demo');
    window.localStorage.setItem(pendingCheckinsStorageKey('u1'), '[]');
    window.localStorage.setItem(pendingCheckinsStorageKey('u2'), '[]');
    window.localStorage.setItem(checkinPostponedStorageKey('u1'), '2026-03-10');
    window.localStorage.setItem(checkinDraftStorageKey('u1'), '{}');
    window.localStorage.setItem(SKIP_CHECKIN_STORAGE_KEY, '1');
    const changed = vi.fn();
    const stop = subscribeToDeviceStorage(changed);

    clearUserData(queryClient);
    stop();

    expect(queryClient.getQueryData(['pulse'])).toBeUndefined();
    // Tera's own status is nobody's data: asking for it again as the app leaves could fail.
    expect(queryClient.getQueryData(['system', 'status'])).toEqual({ healthy: true });
    expect(Object.keys(window.localStorage)).toEqual([SKIP_CHECKIN_STORAGE_KEY]);
    // Whatever shows check-ins waiting to be sent hears they are gone.
    expect(changed).toHaveBeenCalled();
  });

  it('when the session lapsed, keeps only the answers not yet sent, each under its own person', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['pulse'], { score: 7 });
    window.localStorage.setItem(QUERY_CACHE_STORAGE_KEY, '{}');
    window.localStorage.setItem(COMPANY_SLUG_STORAGE_KEY, 'demo');
    window.localStorage.setItem(pendingCheckinsStorageKey('u1'), '[]');
    window.localStorage.setItem(checkinDraftStorageKey('u1'), '{}');
    window.localStorage.setItem(checkinPostponedStorageKey('u1'), '2026-03-10');

    clearUserData(queryClient, { keepUnsentCheckins: true });

    expect(queryClient.getQueryData(['pulse'])).toBeUndefined();
    expect(Object.keys(window.localStorage).sort()).toEqual(
      [checkinDraftStorageKey('u1'), pendingCheckinsStorageKey('u1')].sort(),
    );
  });
});
