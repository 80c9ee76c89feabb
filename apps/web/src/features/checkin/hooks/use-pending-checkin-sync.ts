import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { syncPendingCheckins } from '../api/sync-pending-checkins';

/**
 * Sends what this device kept offline: when the app starts (this mounts) and each time the
 * connection returns. `syncNow` is the person's own "send now".
 */
export function usePendingCheckinSync(userId: string | null) {
  const queryClient = useQueryClient();
  const [isSyncing, setSyncing] = useState(false);

  const syncNow = useCallback(() => {
    if (!userId) return;
    setSyncing(true);
    void syncPendingCheckins(userId, queryClient).finally(() => setSyncing(false));
  }, [userId, queryClient]);

  useEffect(() => {
    if (!userId) return;
    const sync = () => void syncPendingCheckins(userId, queryClient);
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [userId, queryClient]);

  return { isSyncing, syncNow };
}
