import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_CATALOGUE, type AdminDashboardResponse } from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { useLongDate } from './use-long-date';

/** The plan, its status and when the trial and the period end, leading to billing. */
export function SubscriptionCard({
  slug,
  subscription,
}: {
  slug: string;
  subscription: AdminDashboardResponse['subscription'];
}) {
  const { t } = useTranslation('companyAdmin');
  const longDate = useLongDate();
  const titleId = useId();
  const rows = [
    [t('subscription.plan'), PLAN_CATALOGUE[subscription.plan].name],
    [t('subscription.status'), t(`subscription.statuses.${subscription.status}`)],
    [
      t('subscription.trialEnd'),
      subscription.trialEnd ? longDate(subscription.trialEnd) : t('subscription.none'),
    ],
    [
      t('subscription.periodEnd'),
      subscription.currentPeriodEnd ? longDate(subscription.currentPeriodEnd) : t('subscription.none'),
    ],
  ];
  return (
    <Card role="region" aria-labelledby={titleId} className="space-y-3">
      <CardTitle id={titleId}>{t('subscription.title')}</CardTitle>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="font-medium text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <TextLink to={`/empresa/${slug}/admin/billing`}>{t('subscription.manage')}</TextLink>
    </Card>
  );
}
