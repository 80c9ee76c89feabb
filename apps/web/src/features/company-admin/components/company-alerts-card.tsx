import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyAlertResponse } from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { AlertTriangleIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { TextLink } from '../../../components/ui/text-link';
import { useShortDate } from '../../../lib/use-short-date';

/** The company's pulse falling and participation dropping, each leading to where it is acted on. */
export function CompanyAlertsCard({
  slug,
  alerts,
}: {
  slug: string;
  alerts: readonly CompanyAlertResponse[];
}) {
  const { t } = useTranslation('companyAdmin');
  const shortDate = useShortDate();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3">
      <CardTitle id={titleId}>{t('alerts.title')}</CardTitle>
      {alerts.length === 0 ? (
        <p className="flex items-start gap-2 text-sm text-fg-muted">
          <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-success" />
          {t('alerts.none')}
        </p>
      ) : (
        <ul className="space-y-3">
          {alerts.map((alert) => (
            <li
              key={alert.kind}
              className="flex items-start gap-2 rounded-lg bg-warning-soft p-3 text-sm text-fg"
            >
              <AlertTriangleIcon className="mt-0.5 size-4 shrink-0 text-warning" />
              <div className="space-y-1">
                <p>
                  {alert.kind === 'pulse-drop'
                    ? t('alerts.pulseDrop', {
                        pulse: alert.pulse,
                        date: shortDate(alert.date),
                        points: alert.baselineMean - alert.pulse,
                        baseline: alert.baselineMean,
                      })
                    : t('alerts.participationDrop', { recent: alert.recent, previous: alert.previous })}
                </p>
                <TextLink
                  to={
                    alert.kind === 'pulse-drop'
                      ? `/empresa/${slug}/admin/analytics`
                      : `/empresa/${slug}/admin/employees/invite`
                  }
                >
                  {alert.kind === 'pulse-drop' ? t('participation.seeAnalytics') : t('alerts.remind')}
                </TextLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
