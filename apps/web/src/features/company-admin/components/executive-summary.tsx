import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamBreakdownResponse } from '@tera/domain';
import { BandBadge } from '../../../components/pulse/band-badge';
import { Card, CardTitle } from '../../../components/ui/card';
import { Stat } from './stat';
import { signed } from './team-rows';

/** The company's TeraPulse and participation over the period, each against the period before. */
export function ExecutiveSummary({ breakdown }: { breakdown: TeamBreakdownResponse }) {
  const { t } = useTranslation('companyAdmin');
  const titleId = useId();
  const { current, previous } = breakdown.company;
  const withheld = t('withheld', { count: breakdown.threshold });
  const percent = (value: number) => t('analytics.percent', { value });
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className="space-y-4 print:break-inside-avoid print:shadow-none"
    >
      <CardTitle id={titleId}>{t('executive.summaryTitle')}</CardTitle>
      <dl className="grid gap-2 sm:grid-cols-3 print:grid-cols-3">
        <Stat
          label={t('analytics.pulse')}
          value={
            current.pulse === null || current.band === null ? (
              t('participation.notShown')
            ) : (
              <span className="inline-flex flex-wrap items-center gap-2">
                {current.pulse} <BandBadge band={current.band} />
              </span>
            )
          }
          detail={
            current.pulse === null
              ? withheld
              : previous.pulse === null
                ? t('executive.noPrevious')
                : t('executive.pulseChange', {
                    change: signed(current.pulse - previous.pulse),
                    count: Math.abs(current.pulse - previous.pulse),
                    previous: previous.pulse,
                  })
          }
        />
        <Stat
          label={t('analytics.participation')}
          value={
            current.participation === null ? t('participation.notShown') : percent(current.participation)
          }
          detail={
            current.participation === null
              ? withheld
              : previous.participation === null
                ? t('executive.noPrevious')
                : t('executive.participationChange', {
                    change: signed(current.participation - previous.participation),
                    count: Math.abs(current.participation - previous.participation),
                    previous: previous.participation,
                  })
          }
        />
        <Stat label={t('analytics.answers')} value={current.answered} />
      </dl>
    </Card>
  );
}
