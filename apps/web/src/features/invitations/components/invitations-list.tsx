import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation, InvitationStatus } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Loading } from '../../../components/ui/loading';
import { isApiError } from '../../../lib/api-client';
import { describeError, refusalText } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useRoleLabel } from '../../../lib/people/use-role-label';
import {
  useInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from '../api/company-invitations';

const STATUS_TONES: Record<InvitationStatus, BadgeTone> = {
  pending: 'info',
  accepted: 'success',
  revoked: 'neutral',
  expired: 'warning',
};

function isOpen(invitation: Invitation): boolean {
  return invitation.status === 'pending' || invitation.status === 'expired';
}

interface InvitationsListProps {
  slug: string;
  onSeatLimit: (error: unknown) => void;
}

/** Every invitation with its status; open ones can be sent again or revoked. */
export function InvitationsList({ slug, onSeatLimit }: InvitationsListProps) {
  const { t } = useTranslation('invitations');
  const roleLabel = useRoleLabel();
  const query = useInvitationsQuery(slug);
  const resend = useResendInvitationMutation(slug);
  const revoke = useRevokeInvitationMutation(slug);
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const dateFormat = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' });

  const failed = (error: unknown) => {
    if (isApiError(error) && error.reason === 'FEATURE_BLOCKED') onSeatLimit(error);
    else if (isApiError(error) && error.reason === 'INVITATION_NOT_PENDING')
      notify.error(refusalText(error.reason));
    else notify.error(describeError(error));
  };

  return (
    <Card>
      <CardTitle className="text-xl">{t('list.title')}</CardTitle>
      {query.isPending && <Loading />}
      {query.isError && (
        <Alert tone="danger" role="alert" title={t('list.error')} className="mt-4">
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      )}
      {query.data?.invitations.length === 0 && <p className="mt-4 text-fg-muted">{t('list.empty')}</p>}
      {query.data && query.data.invitations.length > 0 && (
        <ul aria-label={t('list.caption')} className="mt-4 divide-y divide-border">
          {query.data.invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all text-fg">{invitation.email}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
                  <span>{roleLabel(invitation.role)}</span>
                  <Badge tone={STATUS_TONES[invitation.status]}>
                    {t(`list.statuses.${invitation.status}`)}
                  </Badge>
                  {isOpen(invitation) && (
                    <span>
                      {t('list.expires')}: {dateFormat.format(new Date(invitation.expiresAt))}
                    </span>
                  )}
                </p>
              </div>
              {isOpen(invitation) && (
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('list.resendTo', { email: invitation.email })}
                    isLoading={resend.isPending && resend.variables === invitation.id}
                    onClick={() =>
                      resend.mutate(invitation.id, {
                        onSuccess: () => notify.success(t('list.resent', { email: invitation.email })),
                        onError: failed,
                      })
                    }
                  >
                    {t('list.resend')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('list.revokeTo', { email: invitation.email })}
                    onClick={() => setRevoking(invitation)}
                  >
                    {t('list.revoke')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)}>
        {revoking && (
          <DialogContent closeLabel={t('list.close')} role="alertdialog">
            <DialogTitle>{t('list.revokeTitle', { email: revoking.email })}</DialogTitle>
            <DialogDescription>{t('list.revokeBody')}</DialogDescription>
            <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">{t('list.cancel')}</Button>
              </DialogClose>
              <Button
                variant="danger"
                isLoading={revoke.isPending}
                onClick={() =>
                  revoke.mutate(revoking.id, {
                    onSuccess: () => {
                      notify.success(t('list.revoked', { email: revoking.email }));
                      setRevoking(null);
                    },
                    onError: (error) => {
                      setRevoking(null);
                      failed(error);
                    },
                  })
                }
              >
                {t('list.revoke')}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}
