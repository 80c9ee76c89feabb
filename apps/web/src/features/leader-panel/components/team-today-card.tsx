import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKIN_INDICATORS, type TeamTodayResponse } from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { PulseFigure } from '../../../components/pulse/pulse-figure';
import type { LiveState } from '../hooks/use-team-live-updates';
import { BandDistribution } from './band-distribution';
import { LiveBadge } from './live-badge';
import { ReleaseNote } from './release-note';
import { WithheldNote } from './withheld-note';

const INDICATOR_FIELDS = {
  energy: 'energy',
  mental_pressure: 'mentalPressure',
  personal_concerns: 'personalConcerns',
  motivation: 'motivation',
} as const;

/** Today in the team: participation, pulse, indicators and bands, each shown only when safe. */
export function TeamTodayCard({
  today,
  threshold,
  live,
}: {
  today: TeamTodayResponse;
  threshold: number;
  live: LiveState;
}) {
  const { t } = useTranslation('leaderPanel');
  const { t: tc } = useTranslation('checkin');
  const titleId = useId();
  const indicators = today.indicators;
  const participation = today.teamSize > 0 ? Math.round((today.answered / today.teamSize) * 100) : 0;
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id={titleId}>{t('today.title')}</CardTitle>
        <LiveBadge state={live} />
      </div>
      <div aria-live="polite" className="space-y-5">
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-fg">
            {t('today.participation', { answered: today.answered, teamSize: today.teamSize })}
          </p>
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-muted">
            <div className="h-full rounded-full bg-primary" style={{ width: `${participation}%` }} />
          </div>
        </div>
        {today.pulse === null || today.band === null ? (
          <WithheldNote threshold={threshold} />
        ) : (
          <div className="space-y-1">
            <PulseFigure pulse={today.pulse} band={today.band} />
            <ReleaseNote today={today} threshold={threshold} />
          </div>
        )}
      </div>
      {indicators && (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {CHECKIN_INDICATORS.map((indicator) => (
            <div key={indicator} className="rounded-lg bg-surface-muted px-3 py-2">
              <dt className="text-xs text-fg-muted">{tc(`indicator.${indicator}.label`)}</dt>
              <dd className="font-semibold tabular-nums text-fg">
                {t('today.indicatorValue', { value: indicators[INDICATOR_FIELDS[indicator]] })}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <BandDistribution distribution={today.distribution} threshold={threshold} />
    </Card>
  );
}
