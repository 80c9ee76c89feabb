import { useTranslation } from 'react-i18next';
import type { AdminDemoRequest } from '@tera/domain';
import { useAdminPage } from '../api/admin-lists';
import { useDateFormat } from '../hooks/use-date-format';
import { useListControls } from '../hooks/use-list-controls';
import { AdminListView, type AdminColumn } from './admin-list-view';

export function DemoRequestsTab() {
  const { t } = useTranslation('superAdmin');
  const format = useDateFormat();
  const controls = useListControls();
  const query = useAdminPage('demo-requests', controls.page, controls.search);

  const columns: AdminColumn<AdminDemoRequest>[] = [
    {
      key: 'person',
      header: t('demoRequests.person'),
      cell: (request) => (
        <>
          <span className="block">
            {request.firstName} {request.lastName}
          </span>
          <a
            href={`mailto:${request.email}`}
            className="block text-xs font-normal break-all text-primary underline-offset-4 hover:underline"
          >
            {request.email}
          </a>
        </>
      ),
    },
    { key: 'company', header: t('demoRequests.company'), cell: (request) => request.company },
    { key: 'teamSize', header: t('demoRequests.teamSize'), cell: (request) => request.teamSize },
    {
      key: 'message',
      header: t('demoRequests.message'),
      cell: (request) =>
        request.message ? (
          <span className="whitespace-pre-wrap">{request.message}</span>
        ) : (
          <span className="text-fg-muted">{t('demoRequests.noMessage')}</span>
        ),
    },
    {
      key: 'createdAt',
      header: t('demoRequests.createdAt'),
      cell: (request) => format.dateTime(request.createdAt),
    },
  ];

  return (
    <AdminListView
      caption={t('demoRequests.caption')}
      searchLabel={t('demoRequests.search')}
      emptyText={t('demoRequests.empty')}
      controls={controls}
      query={query}
      columns={columns}
      rowKey={(request) => request.id}
    />
  );
}
