import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

/** The waiting state of a screen or section: a spinner and 'Cargando...'. */
export function Loading({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 p-8 text-fg-muted', className)}>
      <Spinner className="text-primary" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
