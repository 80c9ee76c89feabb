import { useTranslation } from 'react-i18next';
import { UNLIMITED_EMPLOYEES, type AdminCompany } from '@tera/domain';
import { useAdminPage } from '../api/admin-lists';
import { useDateFormat } from '../hooks/use-date-format';
import { useListControls } from '../hooks/use-list-controls';
import { AdminListView, type AdminColumn } from './admin-list-view';
import { CompanyPlanSelect } from './company-plan-select';
import { SubscriptionStatusBadge } from './subscription-status-badge';

export function CompaniesTab() {
  const { t } = useTranslation('superAdmin');
  const format = useDateFormat();
  const controls = useListControls();
  const query = useAdminPage('companies', controls.page, controls.search);

  const columns: AdminColumn<AdminCompany>[] = [
    {
      key: 'company',
      header: t('companies.company'),
      cell: (company) => (
        <>
          <span className="block">{company.name}</span>
          <span className="block text-xs font-normal text-fg-muted">/empresa/{company.slug}</span>
        </>
      ),
    },
    { key: 'plan', header: t('companies.plan'), cell: (company) => <CompanyPlanSelect company={company} /> },
    {
      key: 'status',
      header: t('companies.status'),
      cell: (company) => <SubscriptionStatusBadge status={company.status} />,
    },
    {
      key: 'people',
      header: t('companies.people'),
      cell: (company) =>
        company.maxEmployees === null
          ? company.peopleCount
          : t('companies.peopleOf', {
              count: company.peopleCount,
              max:
                company.maxEmployees === UNLIMITED_EMPLOYEES
                  ? t('subscriptions.unlimited')
                  : company.maxEmployees,
            }),
    },
    { key: 'createdAt', header: t('companies.createdAt'), cell: (company) => format.date(company.createdAt) },
  ];

  return (
    <AdminListView
      caption={t('companies.caption')}
      searchLabel={t('companies.search')}
      emptyText={t('companies.empty')}
      controls={controls}
      query={query}
      columns={columns}
      rowKey={(company) => company.id}
    />
  );
}
