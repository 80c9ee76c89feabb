import { useTranslation } from 'react-i18next';
import { can, evaluationDecisionSchema, type Actor, type Evaluation } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useDecideEvaluation, useEvaluationsQuery } from '../api/evaluations';
import { evaluationRecord } from './evaluation-record';
import { EvaluationResult } from './evaluation-result';
import { EvaluationStatusBadge } from './evaluation-status-badge';
import { QueryState } from '../../../components/ui/query-state';
import { TextForm } from './text-form';

const rejectionReason = evaluationDecisionSchema.options[1].shape.reason;

/** Evaluations the caller approves: their reports' leaders', or, for an admin, the company's. */
export function Approvals({ actor }: { actor: Actor }) {
  const { t } = useTranslation('evaluations');
  const query = useEvaluationsQuery(actor.userId, 'approvals');
  return (
    <section aria-labelledby="approvals" className="space-y-4">
      <h2 id="approvals" className="text-xl font-semibold text-fg">
        {t('approvals.title')}
      </h2>
      <QueryState
        failed={t('failed')}
        query={query}
        isEmpty={(data) => data.evaluations.length === 0}
        empty={t('approvals.empty')}
      >
        {(data) => (
          <ul className="space-y-4">
            {data.evaluations.map((evaluation) => (
              <li key={evaluation.id}>
                <Approval actor={actor} evaluation={evaluation} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function Approval({ actor, evaluation }: { actor: Actor; evaluation: Evaluation }) {
  const { t } = useTranslation('evaluations');
  const decide = useDecideEvaluation(actor.userId);
  const mayDecide = can(actor, 'decide', evaluationRecord(evaluation));
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-lg">
          {t('approvals.heading', {
            name: evaluation.employee.name,
            period: evaluation.period,
            leader: evaluation.evaluator?.name ?? '—',
          })}
        </CardTitle>
        <EvaluationStatusBadge status={evaluation.status} />
      </div>
      <EvaluationResult evaluation={evaluation} />
      {mayDecide ? (
        <>
          <Button
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { id: evaluation.id, decision: { decision: 'approve' } },
                {
                  onSuccess: () => notify.success(t('approvals.approved')),
                  onError: (error) => notify.error(describeError(error)),
                },
              )
            }
          >
            {t('approvals.approve')}
          </Button>
          <TextForm
            label={t('approvals.reason')}
            submitLabel={t('approvals.reject')}
            loadingText={t('form.saving')}
            schema={rejectionReason}
            onSubmit={async (reason) => {
              await decide.mutateAsync({ id: evaluation.id, decision: { decision: 'reject', reason } });
              notify.success(t('approvals.rejected'));
            }}
          />
        </>
      ) : null}
    </Card>
  );
}
