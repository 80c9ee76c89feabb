import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { WifiOffIcon } from '../../../components/ui/icons';
import { formatClockTime } from '../checkin-times';
import { useOnlineStatus } from '../hooks/use-online-status';
import type { PendingCheckin } from '../storage/pending-checkins';
import { CheckinStateCard } from './checkin-state-card';

interface CheckinPendingSyncProps {
  pending: PendingCheckin;
  isSyncing: boolean;
  onSyncNow: () => void;
}

/** Today's check-in is safe on this device and waiting for a connection to reach Tera. */
export function CheckinPendingSync({ pending, isSyncing, onSyncNow }: CheckinPendingSyncProps) {
  const { t, i18n } = useTranslation('checkin');
  const online = useOnlineStatus();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <CheckinStateCard role="status" icon={<WifiOffIcon className="size-7" />} title={t('pending.title')}>
      <p className="max-w-md text-fg-muted">{t('pending.description')}</p>
      <p className="text-sm font-medium text-fg">
        {t('pending.madeAt', { time: formatClockTime(pending.request.made_at, language) })}
      </p>
      {online ? (
        <Button
          variant="secondary"
          isLoading={isSyncing}
          loadingText={t('pending.syncing')}
          onClick={onSyncNow}
        >
          {t('pending.syncNow')}
        </Button>
      ) : (
        <p className="text-sm text-fg-muted">{t('pending.waitingForConnection')}</p>
      )}
    </CheckinStateCard>
  );
}
