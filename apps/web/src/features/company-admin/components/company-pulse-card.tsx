import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PULSE_BANDS, type AdminDashboardResponse } from '@tera/domain';
import { BandBadge } from '../../../components/pulse/band-badge';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';

const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);

/** The month's TeraPulse, its change against the month before and how its days spread over bands. */
export function CompanyPulseCard({ pulse }: { pulse: AdminDashboardResponse['pulse'] }) {
  const { t } = useTranslation('companyAdmin');
  const { t: td } = useTranslation('dashboard');
  const titleId = useId();
  const { month, previousMonth } = pulse;
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-4">
      <div>
        <CardTitle id={titleId}>{t('pulse.title')}</CardTitle>
        <CardDescription>{t('pulse.description')}</CardDescription>
      </div>
      {month.pulse === null || month.band === null ? (
        <p className="rounded-lg bg-surface-muted p-4 text-sm text-fg-muted">{t('pulse.none')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-4xl font-bold text-fg tabular-nums">
              <span className="sr-only">{t('pulse.month')}: </span>
              {month.pulse}
            </p>
            <BandBadge band={month.band} />
          </div>
          <p className="text-sm text-fg-muted">
            {previousMonth.pulse === null
              ? t('pulse.noPrevious')
              : t('pulse.change', {
                  change: signed(month.pulse - previousMonth.pulse),
                  previous: previousMonth.pulse,
                })}
          </p>
          <div>
            <h3 className="text-sm font-medium text-fg">{t('pulse.bandDays')}</h3>
            <ul className="mt-2 grid gap-1 text-sm">
              {PULSE_BANDS.map((band) => (
                <li key={band} className="flex justify-between gap-2">
                  <span>{td(`bandsWithRange.${band}`)}</span>
                  <span className="tabular-nums">
                    {t('pulse.bandDaysCount', { count: month.bandDays[band] })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </Card>
  );
}
