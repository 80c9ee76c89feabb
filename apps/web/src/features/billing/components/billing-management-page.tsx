import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BillingSummary } from '@tera/domain';
import { PageTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card';
import { notify } from '../../../lib/toast';
import { useCancellationMutation, usePortalMutation } from '../api/billing';
import { notifyBillingFailure } from './billing-failure';
import { useBillingFormat } from './billing-format';
import { BillingFrame } from './billing-frame';
import { PlanPicker } from './plan-picker';
import { SubscriptionOverview } from './subscription-overview';

/**
 * /empresa/{slug}/admin/billing/management: change plan or cycle, the payment method through the
 * provider's portal, cancel at period end and resume.
 */
export function BillingManagementPage() {
  const { t } = useTranslation('billing');
  const slug = useParams().slug ?? '';
  return (
    <>
      <PageTitle page="billingManagement" />
      <BillingFrame slug={slug} title={t('management.title')} lead={t('management.lead')}>
        {(summary) => (
          <>
            <SubscriptionOverview summary={summary} />
            {summary.subscription.isPaidOnline && summary.subscription.status !== 'cancelled' ? (
              <div className="grid gap-4 md:grid-cols-2">
                <PortalCard slug={slug} />
                <CancellationCard slug={slug} summary={summary} />
              </div>
            ) : (
              <p className="text-fg-muted">{t('management.notPaidOnline')}</p>
            )}
            <PlanPicker slug={slug} summary={summary} />
          </>
        )}
      </BillingFrame>
    </>
  );
}

function PortalCard({ slug }: { slug: string }) {
  const { t } = useTranslation('billing');
  const portal = usePortalMutation(slug);
  return (
    <Card className="space-y-3">
      <CardTitle>{t('management.portalTitle')}</CardTitle>
      <CardDescription>{t('management.portalBody')}</CardDescription>
      <Button
        variant="secondary"
        isLoading={portal.isPending}
        onClick={() =>
          portal.mutate(undefined, {
            onSuccess: ({ url }) => window.location.assign(url),
            onError: notifyBillingFailure,
          })
        }
      >
        {t('management.portal')}
      </Button>
    </Card>
  );
}

function CancellationCard({ slug, summary }: { slug: string; summary: BillingSummary }) {
  const { t } = useTranslation('billing');
  const { date } = useBillingFormat();
  const cancellation = useCancellationMutation(slug);
  const willEnd = summary.subscription.cancelAtPeriodEnd;
  return (
    <Card className="space-y-3">
      <CardTitle>{t('management.cancelTitle')}</CardTitle>
      <CardDescription>
        {willEnd
          ? t('management.cancelled', { date: date(summary.subscription.currentPeriodEnd) })
          : t('management.cancelBody')}
      </CardDescription>
      <Button
        variant={willEnd ? 'primary' : 'danger'}
        isLoading={cancellation.isPending}
        onClick={() =>
          cancellation.mutate(!willEnd, {
            onSuccess: ({ subscription }) =>
              notify.success(
                subscription.cancelAtPeriodEnd
                  ? t('management.cancelled', { date: date(subscription.currentPeriodEnd) })
                  : t('management.resumed'),
              ),
            onError: notifyBillingFailure,
          })
        }
      >
        {t(willEnd ? 'management.resume' : 'management.cancel')}
      </Button>
    </Card>
  );
}
