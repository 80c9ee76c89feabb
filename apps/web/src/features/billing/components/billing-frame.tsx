import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingSummary } from '@tera/domain';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBillingQuery } from '../api/billing';
import { BillingNav } from './billing-nav';

/**
 * What the billing pages share: the heading, the tabs, the summary's loading and error states, and
 * the notice that online payment is not configured.
 */
export function BillingFrame({
  slug,
  title,
  lead,
  children,
}: {
  slug: string;
  title: string;
  lead: string;
  children: (summary: BillingSummary) => ReactNode;
}) {
  const { t } = useTranslation('billing');
  const summary = useBillingQuery(slug);
  return (
    <div className="space-y-6">
      <PageHeader title={title} lead={lead} />
      <BillingNav slug={slug} />
      {summary.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : summary.isError ? (
        <div role="alert" className="space-y-3">
          <p className="text-fg">{t('page.loadError')}</p>
          <Button variant="secondary" onClick={() => void summary.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      ) : (
        <>
          {!summary.data.paymentsConfigured && (
            <Alert tone="info" title={t('notConfigured.title')}>
              {t('notConfigured.body')}
            </Alert>
          )}
          {children(summary.data)}
        </>
      )}
    </div>
  );
}
