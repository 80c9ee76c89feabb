import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SimpleHeader } from '../../../components/layout/simple-header';
import { buttonClasses } from '../../../components/ui/button-styles';
import { PageTitle } from '../../../components/layout/page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-bg-subtle">
      <PageTitle page="notFound" />
      <SimpleHeader />
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="max-w-md text-center">
          <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
            404
          </p>
          <h1 className="mt-4 text-2xl font-bold text-fg sm:text-3xl">{t('notFound.title')}</h1>
          <p className="mt-3 text-fg-muted">{t('notFound.description')}</p>
          <Link to="/" className={buttonClasses({ className: 'mt-8' })}>
            {t('backHome')}
          </Link>
        </div>
      </main>
    </div>
  );
}
