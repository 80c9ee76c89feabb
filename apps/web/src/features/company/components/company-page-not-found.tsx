import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { PageTitle } from '../../../components/layout/page-title';

/** Any other path inside the company area, inside the app's frame. */
export function CompanyPageNotFound() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('company');
  return (
    <section aria-labelledby="page-not-found" className="mx-auto max-w-lg py-10 text-center">
      <PageTitle page="notFound" />
      <p className="text-5xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 id="page-not-found" className="mt-4 text-2xl font-bold text-fg">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-fg-muted">{t('notFound.description')}</p>
      <Link to="/dashboard" className={buttonClasses({ className: 'mt-6' })}>
        {tc('area.goHome')}
      </Link>
    </section>
  );
}
