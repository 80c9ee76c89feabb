import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';

/** While the next screen's code loads, the current one stays, with a bar and 'Cargando...' on top. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const isLoading = useNavigation().state === 'loading';
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-0 z-50">
      {isLoading && (
        <>
          <div className="h-1 w-full animate-pulse bg-primary" />
          <p className="mx-auto mt-2 flex w-fit animate-fade-in items-center gap-2 rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-medium text-fg shadow-card">
            <Spinner className="size-4 text-primary" />
            {t('loading')}
          </p>
        </>
      )}
    </div>
  );
}
