import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../../components/ui/icons';

/** Stands where a figure would be when too few people answered for it to stay anonymous. */
export function WithheldNote({ threshold, compact = false }: { threshold: number; compact?: boolean }) {
  const { t } = useTranslation('leaderPanel');
  return (
    <div className="flex gap-2 rounded-lg bg-surface-muted p-3 text-sm">
      <ShieldIcon className="mt-0.5 shrink-0 text-fg-muted" />
      <div>
        <p className="font-semibold text-fg">{t('withheld.title')}</p>
        {!compact && <p className="text-fg-muted">{t('withheld.body', { count: threshold })}</p>}
      </div>
    </div>
  );
}
