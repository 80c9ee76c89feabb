import { useTranslation } from 'react-i18next';
import { PLAN_CATALOGUE, UNLIMITED_EMPLOYEES, type AdminSubscription } from '@tera/domain';
import { useAdminPage } from '../api/admin-lists';
import { useDateFormat } from '../hooks/use-date-format';
import { useListControls } from '../hooks/use-list-controls';
import { AdminListView, type AdminColumn } from './admin-list-view';
import { SubscriptionStatusBadge } from './subscription-status-badge';

export function SubscriptionsTab() {
  const { t } = useTranslation('superAdmin');
  const format = useDateFormat();
  const controls = useListControls();
  const query = useAdminPage('subscriptions', controls.page, controls.search);

  const columns: AdminColumn<AdminSubscription>[] = [
    { key: 'company', header: t('subscriptions.company'), cell: (row) => row.companyName },
    { key: 'plan', header: t('subscriptions.plan'), cell: (row) => PLAN_CATALOGUE[row.planType].name },
    {
      key: 'status',
      header: t('subscriptions.status'),
      cell: (row) => <SubscriptionStatusBadge status={row.status} />,
    },
    {
      key: 'price',
      header: t('subscriptions.price'),
      cell: (row) => t('subscriptions.perMonth', { price: row.pricePerMonth }),
    },
    {
      key: 'seats',
      header: t('subscriptions.seats'),
      cell: (row) =>
        row.maxEmployees === UNLIMITED_EMPLOYEES ? t('subscriptions.unlimited') : row.maxEmployees,
    },
    {
      key: 'period',
      header: t('subscriptions.period'),
      cell: (row) => `${format.date(row.currentPeriodStart)} – ${format.date(row.currentPeriodEnd)}`,
    },
    { key: 'updatedAt', header: t('subscriptions.updatedAt'), cell: (row) => format.dateTime(row.updatedAt) },
  ];

  return (
    <AdminListView
      caption={t('subscriptions.caption')}
      searchLabel={t('subscriptions.search')}
      emptyText={t('subscriptions.empty')}
      controls={controls}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
