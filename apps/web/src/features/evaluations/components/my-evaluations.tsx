import { useTranslation } from 'react-i18next';
import { acknowledgementSchema, can, type Actor, type Evaluation } from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { notify } from '../../../lib/toast';
import { useAcknowledge, useEvaluationsQuery, useSelfAssess } from '../api/evaluations';
import { evaluationRecord } from './evaluation-record';
import { EvaluationResult } from './evaluation-result';
import { EvaluationStatusBadge } from './evaluation-status-badge';
import { ObservationList } from './observation-list';
import { QueryState } from '../../../components/ui/query-state';
import { OwnWellbeingSummary } from './own-wellbeing-summary';
import { SelfAssessmentForm } from './self-assessment-form';
import { TextForm } from './text-form';

/** The person's own evaluations: self-assessment before submission, the result once completed. */
export function MyEvaluations({ actor }: { actor: Actor }) {
  const { t } = useTranslation('evaluations');
  const query = useEvaluationsQuery(actor.userId, 'mine');
  return (
    <section aria-labelledby="my-evaluations" className="space-y-4">
      <h2 id="my-evaluations" className="text-xl font-semibold text-fg">
        {t('mine.title')}
      </h2>
      <QueryState
        failed={t('failed')}
        query={query}
        isEmpty={(data) => data.evaluations.length === 0}
        empty={t('mine.empty')}
      >
        {(data) => (
          <ul className="space-y-4">
            {data.evaluations.map((evaluation) => (
              <li key={evaluation.id}>
                <MyEvaluation actor={actor} evaluation={evaluation} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <section aria-labelledby="shared-with-me" className="space-y-3">
        <h3 id="shared-with-me" className="text-lg font-semibold text-fg">
          {t('mine.sharedObservations')}
        </h3>
        <ObservationList actor={actor} employeeId={actor.userId} empty={t('mine.noSharedObservations')} />
      </section>
    </section>
  );
}

function MyEvaluation({ actor, evaluation }: { actor: Actor; evaluation: Evaluation }) {
  const { t } = useTranslation('evaluations');
  const selfAssess = useSelfAssess(actor.userId);
  const acknowledge = useAcknowledge(actor.userId);
  const record = evaluationRecord(evaluation);
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-lg">{t('period', { period: evaluation.period })}</CardTitle>
        <EvaluationStatusBadge status={evaluation.status} />
      </div>
      {evaluation.evaluator ? (
        <p className="text-fg-muted">{t('mine.by', { name: evaluation.evaluator.name })}</p>
      ) : null}
      <EvaluationResult evaluation={evaluation} />
      {can(actor, 'selfAssess', record) ? (
        <SelfAssessmentForm
          evaluation={evaluation}
          onSubmit={async (input) => {
            await selfAssess.mutateAsync({ id: evaluation.id, ...input });
            notify.success(t('self.saved'));
          }}
        />
      ) : evaluation.selfAssessment ? (
        <div>
          <h4 className="text-sm font-semibold text-fg">{t('self.label')}</h4>
          <p className="whitespace-pre-line text-fg">{evaluation.selfAssessment}</p>
        </div>
      ) : null}
      {evaluation.selfWellbeing ? (
        <OwnWellbeingSummary summary={evaluation.selfWellbeing} title={t('self.wellbeingMine')} />
      ) : null}
      {can(actor, 'acknowledge', record) ? (
        <TextForm
          label={t('acknowledge.label')}
          submitLabel={t('acknowledge.submit')}
          loadingText={t('form.saving')}
          schema={acknowledgementSchema.shape.comment}
          onSubmit={async (comment) => {
            await acknowledge.mutateAsync({ id: evaluation.id, comment });
            notify.success(t('acknowledge.done'));
          }}
        />
      ) : evaluation.acknowledgedAt ? (
        <p className="text-fg-muted">{t('acknowledge.already')}</p>
      ) : null}
    </Card>
  );
}
