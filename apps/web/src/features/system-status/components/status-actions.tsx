import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { CopyIcon, ExternalLinkIcon, RefreshIcon } from '../../../components/ui/icons';
import { SYSTEM_STATUS_RELOAD_DELAY_MS as SYSTEM_STATUS_REFRESH_DELAY_MS } from '@tera/domain';

const LINKS = [
  { href: '/docs/configuration', labelKey: 'docs' },
  { href: '/api/v1/openapi.json', labelKey: 'api' },
] as const;

interface StatusActionsProps {
  /** The text a person pastes into a support request or an issue. */
  report: () => string;
}

export function StatusActions({ report }: StatusActionsProps) {
  const { t } = useTranslation(['system', 'common']);
  const [isRefreshing, setIsRefreshing] = useState(false);

  useEffect(() => {
    if (!isRefreshing) return;
    const timer = setTimeout(() => window.location.reload(), SYSTEM_STATUS_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isRefreshing]);

  const copyStatus = async () => {
    try {
      await navigator.clipboard.writeText(report());
      notify.success(t('copied'));
    } catch {
      notify.error(t('copyFailed'));
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copyStatus()}>
          <CopyIcon className="size-4" />
          {t('copy')}
        </Button>
        <Button isLoading={isRefreshing} loadingText={t('refreshing')} onClick={() => setIsRefreshing(true)}>
          <RefreshIcon className="size-4" />
          {t('refresh')}
        </Button>
      </div>
      <ul className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {LINKS.map(({ href, labelKey }) => (
          <li key={href}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded font-medium text-primary underline-offset-4 hover:underline"
            >
              <ExternalLinkIcon className="size-4" />
              {t(labelKey)}
              <span className="sr-only">{t('common:opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
