import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamPulseResponse } from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { AlertTriangleIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { useShortDate } from '../../../lib/use-short-date';

type PulseAlert = TeamPulseResponse['alerts'][number];

/** A sharp drop of the team's pulse, and people who share and have been critical for days. */
export function TeamAlertsCard({ alerts }: { alerts: readonly PulseAlert[] }) {
  const { t } = useTranslation('leaderPanel');
  const shortDate = useShortDate();
  const titleId = useId();
  const sentence = (alert: PulseAlert) =>
    alert.kind === 'team-drop'
      ? t('alerts.teamDrop', {
          date: shortDate(alert.date),
          pulse: alert.pulse,
          baseline: alert.baselineMean,
          points: alert.baselineMean - alert.pulse,
        })
      : t('alerts.personCritical', {
          name: alert.fullName,
          from: shortDate(alert.from),
          to: shortDate(alert.to),
        });
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3">
      <CardTitle id={titleId}>{t('alerts.title')}</CardTitle>
      {alerts.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-fg-muted">
          <CheckCircleIcon className="text-success" /> {t('alerts.none')}
        </p>
      ) : (
        <ul className="space-y-2">
          {alerts.map((alert) => (
            <li
              key={alert.kind === 'team-drop' ? `drop-${alert.date}` : `person-${alert.userId}`}
              className="flex gap-2 rounded-lg bg-warning-soft p-3 text-sm text-fg"
            >
              <AlertTriangleIcon className="mt-0.5 shrink-0 text-warning" />
              <span>{sentence(alert)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
