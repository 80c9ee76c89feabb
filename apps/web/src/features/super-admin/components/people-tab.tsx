import { useTranslation } from 'react-i18next';
import { parseRole, type AdminPerson } from '@tera/domain';
import { Badge } from '../../../components/ui/badge';
import { useAdminPage } from '../api/admin-lists';
import { useListControls } from '../hooks/use-list-controls';
import { AdminListView, type AdminColumn } from './admin-list-view';

export function PeopleTab() {
  const { t } = useTranslation('superAdmin');
  const controls = useListControls();
  const query = useAdminPage('people', controls.page, controls.search);

  const roleName = (stored: string) => {
    const role = parseRole(stored);
    return role ? t(`roles.${role}`) : stored;
  };

  const columns: AdminColumn<AdminPerson>[] = [
    {
      key: 'person',
      header: t('people.person'),
      cell: (person) => (
        <>
          <span className="block">{person.fullName}</span>
          <span className="block text-xs font-normal break-all text-fg-muted">{person.email}</span>
        </>
      ),
    },
    {
      key: 'company',
      header: t('people.company'),
      cell: (person) =>
        person.company?.name ?? <span className="text-fg-muted">{t('people.noCompany')}</span>,
    },
    { key: 'role', header: t('people.role'), cell: (person) => roleName(person.role) },
    {
      key: 'active',
      header: t('people.active'),
      cell: (person) =>
        person.isActive ? (
          <Badge tone="success">{t('people.isActive')}</Badge>
        ) : (
          <Badge tone="neutral">{t('people.isInactive')}</Badge>
        ),
    },
    {
      key: 'superAdmin',
      header: t('people.superAdmin'),
      cell: (person) =>
        person.isSuperAdmin ? <Badge tone="accent">{t('people.yes')}</Badge> : t('people.no'),
    },
  ];

  return (
    <AdminListView
      caption={t('people.caption')}
      searchLabel={t('people.search')}
      emptyText={t('people.empty')}
      controls={controls}
      query={query}
      columns={columns}
      rowKey={(person) => person.id}
    />
  );
}
