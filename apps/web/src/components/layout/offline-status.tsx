import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from '../ui/icons';

function subscribe(notify: () => void): () => void {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

const isOnline = () => navigator.onLine;

/** A thin line at the top of the screen while the browser reports no connection. */
export function OfflineStatus() {
  const { t } = useTranslation();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div role="status" className="empty:hidden print:hidden">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-warning-soft px-4 py-2 text-center text-sm font-medium text-fg">
          <WifiOffIcon className="size-4 text-warning" />
          {t('offline')}
        </p>
      )}
    </div>
  );
}
