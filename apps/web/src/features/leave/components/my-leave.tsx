import { useTranslation } from 'react-i18next';
import { can, type LeaveRequest } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useActor } from '../../../lib/auth/use-actor';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useOwnLeaveQuery, useWithdrawLeaveMutation } from '../api/leave';
import { useLeaveDaysText } from './leave-days-text';
import { LeaveStatusBadge } from './leave-status-badge';
import { QuerySection } from './query-section';

/** The person's own requests, latest first, each pending one with its withdraw button. */
export function MyLeave({ userId, companyId }: { userId: string; companyId: string }) {
  const { t } = useTranslation('leave');
  const query = useOwnLeaveQuery(userId);
  return (
    <section aria-labelledby="my-leave" className="space-y-3">
      <h2 id="my-leave" className="text-xl font-semibold text-fg">
        {t('mine.title')}
      </h2>
      <QuerySection query={query} loadingLabel={t('mine.loading')}>
        {({ requests }) =>
          requests.length === 0 ? (
            <p className="text-fg-muted">{t('mine.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {requests.map((request) => (
                <li key={request.id}>
                  <OwnRequest request={request} userId={userId} companyId={companyId} />
                </li>
              ))}
            </ul>
          )
        }
      </QuerySection>
    </section>
  );
}

function OwnRequest({
  request,
  userId,
  companyId,
}: {
  request: LeaveRequest;
  userId: string;
  companyId: string;
}) {
  const { t } = useTranslation('leave');
  const actor = useActor();
  const daysText = useLeaveDaysText();
  const withdraw = useWithdrawLeaveMutation(userId);
  const mayWithdraw =
    actor !== null &&
    can(actor, 'withdraw', {
      kind: 'leave',
      companyId,
      userId: request.user_id,
      userReportsTo: null,
      status: request.status,
    });
  return (
    <Card className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-fg">{t(`types.${request.type}`)}</h3>
        <LeaveStatusBadge status={request.status} />
      </div>
      <p className="text-fg">{daysText(request)}</p>
      {request.reason ? (
        <p className="text-fg-muted">{t('mine.reason', { reason: request.reason })}</p>
      ) : null}
      {request.decision_comment ? (
        <p className="text-fg-muted">
          {t('mine.decision', { name: request.decided_by_name ?? '', comment: request.decision_comment })}
        </p>
      ) : null}
      {mayWithdraw ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(request.id, {
              onSuccess: () => notify.success(t('mine.withdrawn')),
              onError: (error) => notify.error(describeError(error)),
            })
          }
        >
          {t('mine.withdraw')}
        </Button>
      ) : null}
    </Card>
  );
}
