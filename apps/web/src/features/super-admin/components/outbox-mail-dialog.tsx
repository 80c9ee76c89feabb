import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Loading } from '../../../components/ui/loading';
import { describeError } from '../../../lib/error-message';
import { useOutboxMail } from '../api/outbox-mail';
import { useDateFormat } from '../hooks/use-date-format';
import { MailStatusBadge } from './mail-status-badge';

interface OutboxMailDialogProps {
  mailId: string | null;
  onClose(): void;
}

/** One e-mail of the outbox as plain text: its HTML is never rendered here. */
export function OutboxMailDialog({ mailId, onClose }: OutboxMailDialogProps) {
  const { t } = useTranslation('superAdmin');
  const format = useDateFormat();
  const mail = useOutboxMail(mailId);

  return (
    <Dialog open={mailId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('outbox.close')} className="max-w-2xl">
        {mail.data ? (
          <>
            <DialogTitle className="break-words">{mail.data.subject}</DialogTitle>
            <DialogDescription asChild>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                <dt>{t('outbox.to')}</dt>
                <dd className="break-all text-fg">{mail.data.to}</dd>
                {mail.data.replyTo && (
                  <>
                    <dt>{t('outbox.replyTo')}</dt>
                    <dd className="break-all text-fg">{mail.data.replyTo}</dd>
                  </>
                )}
                <dt>{t('outbox.createdAt')}</dt>
                <dd className="text-fg">{format.dateTime(mail.data.createdAt)}</dd>
                <dt>{t('outbox.status')}</dt>
                <dd>
                  <MailStatusBadge status={mail.data.status} />
                </dd>
                {mail.data.error && (
                  <>
                    <dt>{t('outbox.error')}</dt>
                    <dd className="break-words text-danger">{mail.data.error}</dd>
                  </>
                )}
              </dl>
            </DialogDescription>
            <pre
              role="region"
              aria-label={t('outbox.body')}
              // It scrolls, so it must be reachable from the keyboard.
              tabIndex={0}
              className="mt-4 max-h-[50dvh] overflow-auto rounded-lg border border-border bg-bg-subtle p-4 font-sans text-sm break-words whitespace-pre-wrap text-fg"
            >
              {mail.data.text}
            </pre>
          </>
        ) : (
          <>
            <DialogTitle>{t('outbox.subject')}</DialogTitle>
            <DialogDescription className="sr-only">{t('outbox.body')}</DialogDescription>
            {mail.isError ? (
              <Alert tone="danger" role="alert" title={t('outbox.loadError')} className="mt-4">
                <p>{describeError(mail.error)}</p>
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => void mail.refetch()}>
                  {t('list.retry')}
                </Button>
              </Alert>
            ) : (
              <Loading />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
