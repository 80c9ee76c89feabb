import { useTranslation } from 'react-i18next';
import { PLAN_CATALOGUE, UNLIMITED_EMPLOYEES, type BillingSummary } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card, CardTitle } from '../../../components/ui/card';
import { useBillingFormat } from './billing-format';

const STATUS_TONES: Record<BillingSummary['subscription']['status'], BadgeTone> = {
  trial: 'info',
  active: 'success',
  past_due: 'warning',
  unpaid: 'danger',
  cancelled: 'danger',
};

/** Plan, status, period, seats and trial days left, with a warning in grace and once lapsed. */
export function SubscriptionOverview({ summary }: { summary: BillingSummary }) {
  const { t } = useTranslation('billing');
  const { date } = useBillingFormat();
  const { subscription, seats } = summary;
  return (
    <Card className="space-y-4">
      <CardTitle>{t('current.title')}</CardTitle>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-sm text-fg-muted">{t('current.plan')}</dt>
          <dd className="text-lg font-semibold text-fg">{PLAN_CATALOGUE[subscription.planType].name}</dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">{t('current.status')}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <Badge tone={STATUS_TONES[subscription.status]}>{t(`status.${subscription.status}`)}</Badge>
            <span className="text-sm text-fg-muted">{t(`cycle.${subscription.billingCycle}`)}</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">{t('current.period')}</dt>
          <dd className="text-fg">
            {t('current.periodRange', {
              start: date(subscription.currentPeriodStart),
              end: date(subscription.currentPeriodEnd),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">{t('current.seats')}</dt>
          <dd className="text-fg">
            {seats.max === UNLIMITED_EMPLOYEES
              ? t('current.seatsUnlimited', { used: seats.used })
              : t('current.seatsUsed', { used: seats.used, max: seats.max })}
          </dd>
          <dd className="text-xs text-fg-muted">{t('current.seatsHint')}</dd>
        </div>
      </dl>
      {subscription.trialDaysLeft !== null && (
        <p className="font-semibold text-fg">
          {subscription.trialDaysLeft > 0
            ? t('current.trialLeft', { count: subscription.trialDaysLeft })
            : t('current.trialOver')}
        </p>
      )}
      {subscription.cancelAtPeriodEnd && (
        <p className="font-semibold text-fg">
          {t('current.endsOn', { date: date(subscription.currentPeriodEnd) })}
        </p>
      )}
      {subscription.standing === 'grace' && <Alert tone="warning">{t('current.grace')}</Alert>}
      {subscription.standing === 'lapsed' && <Alert tone="danger">{t('current.lapsed')}</Alert>}
    </Card>
  );
}
