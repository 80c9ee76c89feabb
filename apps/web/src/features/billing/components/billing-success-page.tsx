import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLAN_CATALOGUE } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { PageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Loading } from '../../../components/ui/loading';
import { useCheckoutConfirmation } from '../api/billing';

/**
 * /empresa/{slug}/admin/billing/success?session_id=…: the server asks the payment provider whether
 * this session was paid; the address alone proves nothing.
 */
export function BillingSuccessPage() {
  const { t } = useTranslation('billing');
  const slug = useParams().slug ?? '';
  const sessionId = useSearchParams()[0].get('session_id') ?? '';
  const confirmation = useCheckoutConfirmation(slug, sessionId);
  const billing = `/empresa/${slug}/admin/billing`;

  return (
    <div className="space-y-6">
      <PageTitle page="billingSuccess" />
      <PageHeader title={t('success.title')} lead={t('page.lead')} />
      <div aria-live="polite">
        {sessionId === '' ? (
          <Alert tone="warning">{t('success.missing')}</Alert>
        ) : confirmation.isPending ? (
          <Loading label={t('success.checking')} />
        ) : confirmation.isError ? (
          <div role="alert" className="space-y-3">
            <p className="text-fg">{t('success.error')}</p>
            <Button variant="secondary" onClick={() => void confirmation.refetch()}>
              {t('success.retry')}
            </Button>
          </div>
        ) : confirmation.data.paid ? (
          <Alert tone="success" title={t('success.paid')}>
            {t('success.paidBody', {
              plan: PLAN_CATALOGUE[confirmation.data.subscription.planType].name,
              cycle: t(`cycle.${confirmation.data.subscription.billingCycle}`).toLowerCase(),
            })}
          </Alert>
        ) : (
          <div className="space-y-3">
            <Alert tone="warning" title={t('success.notPaid')}>
              {t('success.notPaidBody')}
            </Alert>
            <Button variant="secondary" onClick={() => void confirmation.refetch()}>
              {t('success.retry')}
            </Button>
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={billing} className={buttonClasses()}>
          {t('success.toBilling')}
        </Link>
        <Link to={`${billing}/invoices`} className={buttonClasses({ variant: 'secondary' })}>
          {t('success.toInvoices')}
        </Link>
      </div>
    </div>
  );
}
