import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Loading } from '../../../components/ui/loading';
import { useCompany } from '../../../lib/company/company-context';
import { useMovedCompanyAddress } from '../api/company-settings';

/**
 * /empresa/{slug}/*: the pages inside appear only once that company has loaded. A company the
 * person does not belong to answers exactly like one that does not exist, so nothing of it shows;
 * an address the person's company has left leads to the same page at its new one.
 */
export function CompanyArea() {
  const { t } = useTranslation('company');
  const company = useCompany();
  const slug = useParams().slug ?? '';
  const { pathname, search, hash } = useLocation();
  const notFound = company.error === 'companyNotFound';
  const moved = useMovedCompanyAddress(slug, notFound);
  if (company.isLoading || (notFound && moved.isPending)) return <Loading />;
  if (company.company) return <Outlet />;
  if (notFound && moved.data) {
    const prefix = `/empresa/${encodeURIComponent(slug)}`;
    const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
    return <Navigate replace to={`/empresa/${moved.data}${rest}${search}${hash}`} />;
  }
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
