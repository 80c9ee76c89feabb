import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/layout/page-title';
import { BillingFrame } from './billing-frame';
import { PlanPicker } from './plan-picker';
import { SubscriptionOverview } from './subscription-overview';

/** /empresa/{slug}/admin/billing: the company's subscription and the plans it may choose. */
export function BillingPage() {
  const { t } = useTranslation('billing');
  const slug = useParams().slug ?? '';
  return (
    <>
      <PageTitle page="billing" />
      <BillingFrame slug={slug} title={t('page.title')} lead={t('page.lead')}>
        {(summary) => (
          <>
            <SubscriptionOverview summary={summary} />
            <PlanPicker slug={slug} summary={summary} />
          </>
        )}
      </BillingFrame>
    </>
  );
}
