import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { AlertTriangleIcon, RefreshIcon } from '../ui/icons';

interface SectionErrorPanelProps {
  label?: string | undefined;
  detail?: string | undefined;
  attemptsRemaining: number;
  onRetry: () => void;
}

export function SectionErrorPanel({ label, detail, attemptsRemaining, onRetry }: SectionErrorPanelProps) {
  const { t } = useTranslation();
  const canRetry = attemptsRemaining > 0;
  return (
    <section role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-5 text-fg">
      <div className="flex items-start gap-3">
        <AlertTriangleIcon className="mt-0.5 text-danger" />
        <div className="min-w-0">
          {label && <p className="text-sm font-medium">{label}</p>}
          <h2 className="font-semibold">{t('sectionError.title')}</h2>
          <p className="mt-1 text-sm">{t('sectionError.message')}</p>
          {detail && <p className="mt-1 text-sm">{detail}</p>}
          <p className="mt-2 text-sm font-medium">
            {canRetry
              ? t('sectionError.attemptsRemaining', { count: attemptsRemaining })
              : t('sectionError.noAttemptsLeft')}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" onClick={onRetry} disabled={!canRetry}>
              <RefreshIcon className="size-4" />
              {t('sectionError.retry')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
              {t('sectionError.reloadPage')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
