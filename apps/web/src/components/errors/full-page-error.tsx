import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { AlertTriangleIcon } from '../ui/icons';
import { describeThrown } from './error-details';
import { PageTitle } from '../layout/page-title';

interface FullPageErrorProps {
  error: unknown;
  onTryAgain?: () => void;
  onGoToStart?: () => void;
}

function reloadPage() {
  window.location.reload();
}

function goToStart() {
  window.location.assign('/');
}

/** The full-page error: used for route errors and for anything that breaks the whole app. */
export function FullPageError({
  error,
  onTryAgain = reloadPage,
  onGoToStart = goToStart,
}: FullPageErrorProps) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg px-4 py-12">
      <PageTitle page="error" />
      <div
        role="alert"
        className="w-full max-w-lg rounded-2xl border border-border bg-surface p-6 shadow-card sm:p-8"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger">
          <AlertTriangleIcon className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-fg">{t('fullPageError.title')}</h1>
        <p className="mt-2 text-fg-muted">{t('fullPageError.message')}</p>
        <details className="mt-5 rounded-lg border border-border bg-bg-subtle text-sm">
          <summary className="cursor-pointer rounded-lg px-4 py-3 font-medium text-fg">
            {t('fullPageError.details')}
          </summary>
          <pre className="max-h-64 overflow-auto border-t border-border px-4 py-3 font-mono text-xs whitespace-pre-wrap text-fg-muted">
            {describeThrown(error)}
          </pre>
        </details>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button onClick={onTryAgain}>{t('fullPageError.tryAgain')}</Button>
          <Button variant="secondary" onClick={onGoToStart}>
            {t('fullPageError.goToStart')}
          </Button>
        </div>
      </div>
    </main>
  );
}
