import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Loading } from '../../../components/ui/loading';
import { useCompany } from '../../../lib/company/company-context';

/**
 * /empresa/{slug}/*: the pages inside appear only once that company has loaded. A company the
 * person does not belong to answers exactly like one that does not exist, so nothing of it shows.
 */
export function CompanyArea() {
  const { t } = useTranslation('company');
  const company = useCompany();
  if (company.isLoading) return <Loading />;
  if (company.company) return <Outlet />;
  const notFound = company.error === 'companyNotFound';
  return (
    <section aria-labelledby="company-unavailable" className="mx-auto max-w-lg py-10 text-center">
      <h1 id="company-unavailable" className="text-2xl font-bold text-fg">
        {t(notFound ? 'area.notFoundTitle' : 'area.failedTitle')}
      </h1>
      <p className="mt-3 text-fg-muted">{t(notFound ? 'area.notFoundMessage' : 'area.failedMessage')}</p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        {!notFound && (
          <Button variant="secondary" onClick={company.retry}>
            {t('area.retry')}
          </Button>
        )}
        <Link to="/dashboard" className={buttonClasses()}>
          {t('area.goHome')}
        </Link>
      </div>
    </section>
  );
}
