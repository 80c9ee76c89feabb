import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Card, CardTitle } from '../../../components/ui/card';
import { useTeamLeaveSignalQuery } from '../api/leave';
import { QuerySection } from './query-section';

/** docs/product/leave.md#before-and-after-leave: the group's figures, only as the release lets them out. */
export function TeamLeaveSignal({ userId }: { userId: string }) {
  const { t } = useTranslation('leave');
  const query = useTeamLeaveSignalQuery(userId, true);
  return (
    <Card className="space-y-3">
      <CardTitle>{t('teamSignal.title')}</CardTitle>
      <QuerySection query={query} loadingLabel={t('teamSignal.loading')}>
        {(signal) =>
          !signal.released ? (
            <p className="text-fg-muted">{t('teamSignal.withheld')}</p>
          ) : (
            <>
              <p className="text-fg">
                {signal.pressure_before === null
                  ? t('teamSignal.pressureNow', { now: signal.pressure_now })
                  : t('teamSignal.pressure', { now: signal.pressure_now, before: signal.pressure_before })}
              </p>
              <p className="text-fg">{t('teamSignal.leaveShare', { percent: signal.leave_share_percent })}</p>
              {signal.pressure_rising_little_leave ? (
                <Alert tone="warning" title={t('teamSignal.risingTitle')}>
                  <p>{t('teamSignal.risingBody')}</p>
                </Alert>
              ) : null}
            </>
          )
        }
      </QuerySection>
    </Card>
  );
}
