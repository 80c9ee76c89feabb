import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { WifiOffIcon } from '../../../components/ui/icons';
import { Loading } from '../../../components/ui/loading';
import { describeError } from '../../../lib/error-message';
import { useCheckinDay } from '../hooks/use-checkin-day';
import { useOnlineStatus } from '../hooks/use-online-status';
import { usePendingCheckinSync } from '../hooks/use-pending-checkin-sync';
import { CheckinAnswerForm } from './checkin-answer-form';
import { CheckinClosed } from './checkin-closed';
import { CheckinCompleted } from './checkin-completed';
import { CheckinPendingSync } from './checkin-pending-sync';
import { CheckinStateCard } from './checkin-state-card';
import { PendingCheckinsNotice } from './pending-checkins-notice';

export interface DailyCheckinFormProps {
  /** Called once today's check-in is stored, e.g. so a dashboard refreshes what depends on it. */
  onCompleted?: () => void;
}

function DailyCheckinState({ onCompleted }: DailyCheckinFormProps) {
  const { t } = useTranslation('checkin');
  const { userId, isUserLoading, query: todayQuery, today, pending, pendingToday } = useCheckinDay();
  const { isSyncing, syncNow } = usePendingCheckinSync(userId);
  const online = useOnlineStatus();

  if (today) {
    const pendingEarlier = pending.filter((item) => item !== pendingToday);
    const notice = pendingEarlier.length > 0 && <PendingCheckinsNotice count={pendingEarlier.length} />;
    if (pendingToday && !today.completed) {
      return (
        <>
          {notice}
          <CheckinPendingSync pending={pendingToday} isSyncing={isSyncing} onSyncNow={syncNow} />
        </>
      );
    }
    if (today.completed) {
      return (
        <>
          {notice}
          <CheckinCompleted checkin={today.checkin} />
        </>
      );
    }
    if (!today.allowed) return <CheckinClosed />;
    return (
      <>
        {notice}
        <CheckinAnswerForm userId={userId} today={today} onCompleted={onCompleted} />
      </>
    );
  }

  if (!online) {
    return (
      <CheckinStateCard icon={<WifiOffIcon className="size-7" />} title={t('offlineNoData.title')}>
        <p className="max-w-md text-fg-muted">{t('offlineNoData.description')}</p>
      </CheckinStateCard>
    );
  }
  if (isUserLoading || todayQuery.isLoading) return <Loading label={t('loading')} />;
  if (todayQuery.isError) {
    return (
      <Alert tone="danger" role="alert" title={t('loadError.title')}>
        <p>{describeError(todayQuery.error)}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void todayQuery.refetch()}>
          {t('loadError.retry')}
        </Button>
      </Alert>
    );
  }
  // Signed out: the form still shows, and submitting it says that signing in is needed.
  return <CheckinAnswerForm userId={null} today={undefined} onCompleted={onCompleted} />;
}

/**
 * Today's check-in wherever it is shown (its own screen, the dashboard, the prompt): the form, or
 * the state that replaces it — loading, closed, completed, or waiting on this device to sync.
 */
export function DailyCheckinForm(props: DailyCheckinFormProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Loading label={t('loading')} />}>
      <DailyCheckinState {...props} />
    </Suspense>
  );
}
