import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SimpleHeader } from '../../../components/layout/simple-header';
import { buttonClasses } from '../../../components/ui/button-styles';
import { SparklesIcon } from '../../../components/ui/icons';

/** The one honest placeholder for screens that later capabilities build. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-bg-subtle">
      <SimpleHeader />
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="max-w-md text-center">
          <span className="mx-auto inline-flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-fg">
            <SparklesIcon className="size-7" />
          </span>
          <h1 className="mt-6 text-2xl font-bold text-fg sm:text-3xl">{t('comingSoon.title')}</h1>
          <p className="mt-3 text-fg-muted">{t('comingSoon.description')}</p>
          <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
            {t('backHome')}
          </Link>
        </div>
      </main>
    </div>
  );
}
