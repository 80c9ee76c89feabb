import { useTranslation } from 'react-i18next';
import {
  LEAVE_DECISION_COMMENT_MAX,
  LEAVE_DECISIONS,
  leaveDecisionInputSchema,
  type LeaveDecisionInput,
  type LeaveRequest,
} from '@tera/domain';
import { Card } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useApprovalsQuery, useDecideLeaveMutation } from '../api/leave';
import { useLeaveDaysText } from './leave-days-text';
import { QuerySection } from './query-section';

/** docs/product/leave.md#who-decides: the pending requests of the people the caller decides for. */
export function LeaveApprovals({ userId }: { userId: string }) {
  const { t } = useTranslation('leave');
  const query = useApprovalsQuery(userId, true);
  return (
    <section aria-labelledby="leave-approvals" className="space-y-3">
      <h2 id="leave-approvals" className="text-xl font-semibold text-fg">
        {t('approvals.title')}
      </h2>
      <QuerySection query={query} loadingLabel={t('approvals.loading')}>
        {({ requests }) =>
          requests.length === 0 ? (
            <p className="text-fg-muted">{t('approvals.empty')}</p>
          ) : (
            <ul className="space-y-3">
              {requests.map((request) => (
                <li key={request.id}>
                  <PendingRequest request={request} userId={userId} />
                </li>
              ))}
            </ul>
          )
        }
      </QuerySection>
    </section>
  );
}

interface DecisionValues {
  decision: string;
  comment: string;
}

function PendingRequest({ request, userId }: { request: LeaveRequest; userId: string }) {
  const { t } = useTranslation('leave');
  const daysText = useLeaveDaysText();
  const decide = useDecideLeaveMutation(userId);
  const form = useAppForm<DecisionValues, LeaveDecisionInput>({
    schema: leaveDecisionInputSchema,
    defaultValues: { decision: 'approved', comment: '' },
  });
  const headingId = `leave-${request.id}`;
  return (
    <Card className="space-y-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold text-fg">
        {t('approvals.who', { name: request.person_name, type: t(`types.${request.type}`) })}
      </h3>
      <p className="text-fg">{daysText(request)}</p>
      {request.reason ? (
        <p className="text-fg-muted">{t('mine.reason', { reason: request.reason })}</p>
      ) : null}
      {request.comments ? <p className="text-fg-muted">{request.comments}</p> : null}
      <Form
        form={form}
        onSubmit={async (decision) => {
          await decide.mutateAsync({ id: request.id, decision });
          notify.success(t(`approvals.done.${decision.decision}`, { name: request.person_name }));
        }}
        failure={{ describe: describeError }}
        className="grid gap-3 sm:grid-cols-[12rem_1fr]"
      >
        <SelectField name="decision" label={t('approvals.decision')}>
          {LEAVE_DECISIONS.map((decision) => (
            <option key={decision} value={decision}>
              {t(`approvals.decisions.${decision}`)}
            </option>
          ))}
        </SelectField>
        <TextareaField
          name="comment"
          label={t('approvals.comment')}
          rows={1}
          maxLength={LEAVE_DECISION_COMMENT_MAX}
        />
        <div className="sm:col-span-2">
          <FormAlert />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton loadingText={t('approvals.sending')}>
            {t('approvals.send', { name: request.person_name })}
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
