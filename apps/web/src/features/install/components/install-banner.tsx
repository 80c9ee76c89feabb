import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DownloadIcon, XIcon } from '../../../components/ui/icons';
import { useInstallPrompt } from '../hooks/use-install-prompt';

/** Offers installation when the browser allows it; goes away by itself after a few seconds. */
export function InstallBanner() {
  const { t } = useTranslation();
  const titleId = useId();
  const { canInstall, install, dismiss } = useInstallPrompt();
  if (!canInstall) return null;

  return (
    <aside
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-40 mx-auto flex max-w-md animate-slide-up items-center gap-3 rounded-2xl border border-border bg-surface p-3 pl-4 shadow-card print:hidden"
    >
      <DownloadIcon className="text-primary" />
      <div className="min-w-0 flex-1">
        <p id={titleId} className="text-sm font-semibold text-fg">
          {t('install.title')}
        </p>
        <p className="text-xs text-fg-muted">{t('install.description')}</p>
      </div>
      <Button size="sm" onClick={() => void install()}>
        {t('install.install')}
      </Button>
      <Button size="icon" variant="ghost" aria-label={t('install.dismiss')} onClick={dismiss}>
        <XIcon />
      </Button>
    </aside>
  );
}
