import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useAuth } from '../../../lib/auth/auth-context';
import { useActor } from '../../../lib/auth/use-actor';

/**
 * /billing, the upgrade button's target: a company's admin goes to the company's billing page;
 * anyone else is told who manages billing.
 */
export function BillingRedirect() {
  const { t } = useTranslation('billing');
  const { company } = useAuth();
  const actor = useActor();
  if (company && actor && can(actor, 'manageBilling', { kind: 'company', id: company.id }))
    return <Navigate to={`/empresa/${company.slug}/admin/billing`} replace />;
  return (
    <div className="space-y-6">
      <PageTitle page="billing" />
      <PageHeader
        title={t('redirect.title')}
        lead={company ? t('redirect.body') : t('redirect.individual')}
      />
      <div className="flex flex-wrap gap-2">
        {!company && (
          <Link to="/company-onboarding" className={buttonClasses()}>
            {t('redirect.createCompany')}
          </Link>
        )}
        <Link to="/dashboard" className={buttonClasses({ variant: company ? 'primary' : 'secondary' })}>
          {t('redirect.back')}
        </Link>
      </div>
    </div>
  );
}
