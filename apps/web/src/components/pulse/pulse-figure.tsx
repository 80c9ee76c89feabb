import { useTranslation } from 'react-i18next';
import type { PulseBand } from '@tera/domain';
import { BandBadge } from './band-badge';
import { BAND_COLOR } from './band-colors';

/** A TeraPulse value, large, with its band; read as one phrase by a screen reader. */
export function PulseFigure({
  pulse,
  band,
  size = 'lg',
}: {
  pulse: number;
  band: PulseBand;
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('dashboard');
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className="sr-only">{t('pulse.spoken', { pulse, band: t(`bands.${band}`) })}</span>
      <span
        aria-hidden="true"
        className={`font-extrabold tabular-nums ${size === 'lg' ? 'text-5xl' : 'text-3xl'}`}
        style={{ color: BAND_COLOR[band] }}
      >
        {pulse}
      </span>
      <span aria-hidden="true" className="text-sm text-fg-muted">
        / 100
      </span>
      <BandBadge band={band} className="self-center" />
    </p>
  );
}
