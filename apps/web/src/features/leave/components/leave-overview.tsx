import { useTranslation } from 'react-i18next';
import { LEAVE_STATUSES, LEAVE_TYPES, LONG_LEAVE_DAYS, FREQUENT_LEAVE_REQUESTS } from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { useLeaveAnalysisQuery, useLeaveSummaryQuery } from '../api/leave';
import { useLeaveDaysText } from './leave-days-text';
import { QuerySection } from './query-section';

/** The team summary and the built-in analysis (docs/product/leave.md#analysis). */
export function LeaveOverview({ userId }: { userId: string }) {
  const { t } = useTranslation('leave');
  const summary = useLeaveSummaryQuery(userId, true);
  const analysis = useLeaveAnalysisQuery(userId, true);
  const daysText = useLeaveDaysText();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="space-y-3">
        <CardTitle>{t('summary.title')}</CardTitle>
        <QuerySection query={summary} loadingLabel={t('summary.loading')}>
          {(data) => (
            <>
              <p className="text-fg">{t('summary.onLeaveToday', { count: data.people_on_leave_today })}</p>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
                {LEAVE_STATUSES.map((status) => (
                  <div key={status} className="contents">
                    <dt className="text-fg-muted">{t(`statuses.${status}`)}</dt>
                    <dd className="font-semibold text-fg">{data.by_status[status]}</dd>
                  </div>
                ))}
              </dl>
              <h3 className="font-semibold text-fg">{t('summary.daysByType')}</h3>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
                {LEAVE_TYPES.map((type) => (
                  <div key={type} className="contents">
                    <dt className="text-fg-muted">{t(`types.${type}`)}</dt>
                    <dd className="font-semibold text-fg">{data.approved_days_by_type[type]}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </QuerySection>
      </Card>
      <Card className="space-y-3">
        <CardTitle>{t('analysis.title')}</CardTitle>
        <QuerySection query={analysis} loadingLabel={t('analysis.loading')}>
          {(data) => (
            <>
              <p className="text-fg">
                {t('analysis.projection', {
                  days: data.approved_days,
                  projected: data.projected_days,
                  percent: data.rise_percent,
                })}
              </p>
              <h3 className="font-semibold text-fg">
                {t('analysis.frequentTitle', { count: FREQUENT_LEAVE_REQUESTS })}
              </h3>
              {data.frequent.length === 0 ? (
                <p className="text-fg-muted">{t('analysis.frequentNone')}</p>
              ) : (
                <ul className="list-disc ps-5">
                  {data.frequent.map((entry) => (
                    <li key={entry.user_id}>
                      {t('analysis.frequentEntry', { name: entry.person_name, count: entry.requests })}
                    </li>
                  ))}
                </ul>
              )}
              <h3 className="font-semibold text-fg">{t('analysis.longTitle', { count: LONG_LEAVE_DAYS })}</h3>
              {data.long.length === 0 ? (
                <p className="text-fg-muted">{t('analysis.longNone')}</p>
              ) : (
                <ul className="list-disc ps-5">
                  {data.long.map((entry) => (
                    <li key={entry.id}>
                      {entry.person_name}: {daysText(entry)}
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </QuerySection>
      </Card>
    </div>
  );
}
