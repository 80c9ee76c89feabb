import { useTranslation } from 'react-i18next';
import { PULSE_BANDS, type TeamTodayResponse } from '@tera/domain';
import { BAND_COLOR } from '../../../components/pulse/band-colors';
import { WithheldNote } from './withheld-note';

/** How many of today's counted answers fall in each band, as bars with their numbers. */
export function BandDistribution({
  distribution,
  threshold,
}: {
  distribution: TeamTodayResponse['distribution'];
  threshold: number;
}) {
  const { t } = useTranslation('leaderPanel');
  const { t: td } = useTranslation('dashboard');
  const { counts } = distribution;
  return (
    <section aria-label={t('today.distribution')} className="space-y-2">
      <h3 className="text-sm font-semibold text-fg">{t('today.distribution')}</h3>
      {!counts ? (
        <WithheldNote threshold={threshold} compact />
      ) : (
        <ul className="space-y-1.5">
          {PULSE_BANDS.map((band) => {
            const share = distribution.counted > 0 ? counts[band] / distribution.counted : 0;
            return (
              <li key={band} className="grid grid-cols-[6rem_1fr_2rem] items-center gap-2 text-sm">
                <span className="text-fg">{td(`bands.${band}`)}</span>
                <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-surface-muted">
                  <span
                    className="block h-full rounded-full"
                    style={{ width: `${Math.round(share * 100)}%`, backgroundColor: BAND_COLOR[band] }}
                  />
                </span>
                <span className="text-right font-semibold tabular-nums text-fg">{counts[band]}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
