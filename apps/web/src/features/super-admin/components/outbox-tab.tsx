import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOutboxItem } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { useAdminPage } from '../api/admin-lists';
import { useDateFormat } from '../hooks/use-date-format';
import { useListControls } from '../hooks/use-list-controls';
import { AdminListView, type AdminColumn } from './admin-list-view';
import { MailStatusBadge } from './mail-status-badge';
import { OutboxMailDialog } from './outbox-mail-dialog';

export function OutboxTab() {
  const { t } = useTranslation('superAdmin');
  const format = useDateFormat();
  const controls = useListControls();
  const query = useAdminPage('outbox', controls.page, controls.search);
  const [openId, setOpenId] = useState<string | null>(null);

  const columns: AdminColumn<AdminOutboxItem>[] = [
    { key: 'subject', header: t('outbox.subject'), cell: (mail) => mail.subject },
    { key: 'to', header: t('outbox.to'), cell: (mail) => <span className="break-all">{mail.to}</span> },
    { key: 'status', header: t('outbox.status'), cell: (mail) => <MailStatusBadge status={mail.status} /> },
    { key: 'createdAt', header: t('outbox.createdAt'), cell: (mail) => format.dateTime(mail.createdAt) },
    {
      key: 'read',
      header: t('outbox.read'),
      cell: (mail) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('outbox.readLabel', { subject: mail.subject })}
          onClick={() => setOpenId(mail.id)}
        >
          {t('outbox.read')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminListView
        caption={t('outbox.caption')}
        searchLabel={t('outbox.search')}
        emptyText={t('outbox.empty')}
        controls={controls}
        query={query}
        columns={columns}
        rowKey={(mail) => mail.id}
      />
      <OutboxMailDialog mailId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
