import { useTranslation } from 'react-i18next';
import type { PulseBand } from '@tera/domain';
import { cn } from '../../lib/cn';
import { BAND_SOFT_CLASS } from './band-colors';

/** A band's name on its colour: the colour is never the only way the band is told. */
export function BandBadge({ band, className }: { band: PulseBand; className?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        BAND_SOFT_CLASS[band],
        className,
      )}
    >
      {t(`bands.${band}`)}
    </span>
  );
}
