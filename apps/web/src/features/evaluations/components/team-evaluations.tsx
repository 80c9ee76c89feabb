import { useTranslation } from 'react-i18next';
import { can, evaluationCreateSchema, type Actor, type Evaluation, type Profile } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useDayOfMonth } from '../../../lib/use-day-of-month';
import {
  useEvaluationsQuery,
  useMoveEvaluation,
  useSaveEvaluation,
  useStartEvaluation,
} from '../api/evaluations';
import { EvaluationForm } from './evaluation-form';
import { evaluationRecord } from './evaluation-record';
import { EvaluationStatusBadge } from './evaluation-status-badge';
import { OwnWellbeingSummary } from './own-wellbeing-summary';
import { ObservationList } from './observation-list';
import { QueryState } from '../../../components/ui/query-state';

/** The leader's reports: start an evaluation, write it, submit it, complete it once approved. */
export function TeamEvaluations({ actor, reports }: { actor: Actor; reports: Profile[] }) {
  const { t } = useTranslation('evaluations');
  const query = useEvaluationsQuery(actor.userId, 'team');
  return (
    <section aria-labelledby="team-evaluations" className="space-y-4">
      <h2 id="team-evaluations" className="text-xl font-semibold text-fg">
        {t('team.title')}
      </h2>
      <StartEvaluation actor={actor} reports={reports} />
      <QueryState
        failed={t('failed')}
        query={query}
        isEmpty={(data) => data.evaluations.length === 0}
        empty={t('team.empty')}
      >
        {(data) => (
          <ul className="space-y-4">
            {data.evaluations.map((evaluation) => (
              <li key={evaluation.id}>
                <TeamEvaluation actor={actor} evaluation={evaluation} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

function StartEvaluation({ actor, reports }: { actor: Actor; reports: Profile[] }) {
  const { t } = useTranslation('evaluations');
  const start = useStartEvaluation(actor.userId);
  const form = useAppForm({
    schema: evaluationCreateSchema,
    defaultValues: { employeeId: reports[0]?.id ?? '', period: '' },
  });
  return (
    <Card>
      <CardTitle className="mb-3 text-lg">{t('team.startTitle')}</CardTitle>
      <Form
        form={form}
        onSubmit={async (values) => {
          await start.mutateAsync(values);
          notify.success(t('team.started'));
          form.reset({ employeeId: values.employeeId, period: '' });
        }}
        failure={{ reasonFields: { EVALUATION_EXISTS: 'period' }, describe: describeError }}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <SelectField name="employeeId" label={t('team.person')}>
          {reports.map((person) => (
            <option key={person.id} value={person.id}>
              {person.fullName}
            </option>
          ))}
        </SelectField>
        <TextField
          name="period"
          label={t('team.period')}
          hint={t('team.periodHint')}
          isRequired
          maxLength={40}
        />
        <SubmitButton loadingText={t('form.saving')}>{t('team.start')}</SubmitButton>
        <FormAlert />
      </Form>
    </Card>
  );
}

function TeamEvaluation({ actor, evaluation }: { actor: Actor; evaluation: Evaluation }) {
  const { t } = useTranslation('evaluations');
  const save = useSaveEvaluation(actor.userId);
  const move = useMoveEvaluation(actor.userId);
  const record = evaluationRecord(evaluation);
  const dayOfMonth = useDayOfMonth();
  const act = (kind: 'submit' | 'complete') =>
    move.mutate(
      { id: evaluation.id, move: kind },
      {
        onSuccess: () => notify.success(t(kind === 'submit' ? 'team.submitDone' : 'team.completeDone')),
        onError: (error) => notify.error(describeError(error)),
      },
    );
  // One line per evaluation until the leader opens it: a team's forms all at once made a page
  // thousands of pixels long.
  return (
    <Card>
      <details className="group space-y-4">
        <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-2 rounded-lg [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2">
            <ChevronDownIcon className="size-4 text-fg-muted transition-transform group-open:rotate-180" />
            <CardTitle className="text-lg">
              {t('team.heading', { name: evaluation.employee.name, period: evaluation.period })}
            </CardTitle>
          </span>
          <span className="flex items-center gap-3">
            {evaluation.dueOn ? (
              <span className="text-sm text-fg-muted">
                {t('team.due', { date: dayOfMonth(evaluation.dueOn) })}
              </span>
            ) : null}
            <EvaluationStatusBadge status={evaluation.status} />
          </span>
        </summary>
        {evaluation.rejectionReason ? (
          <p className="text-danger">{t('team.rejectedBecause', { reason: evaluation.rejectionReason })}</p>
        ) : null}
        <div>
          <h3 className="text-sm font-semibold text-fg">{t('self.label')}</h3>
          <p className="whitespace-pre-line text-fg">{evaluation.selfAssessment ?? t('self.none')}</p>
        </div>
        {evaluation.selfWellbeing ? (
          <OwnWellbeingSummary
            summary={evaluation.selfWellbeing}
            title={t('self.wellbeingTitle', { name: evaluation.employee.name })}
          />
        ) : null}
        {can(actor, 'write', record) ? (
          <EvaluationForm
            evaluation={evaluation}
            onSave={async (content) => {
              await save.mutateAsync({ id: evaluation.id, content });
              notify.success(t('form.saved'));
            }}
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          {can(actor, 'submit', record) ? (
            <Button onClick={() => act('submit')} disabled={move.isPending}>
              {t('team.submit')}
            </Button>
          ) : null}
          {can(actor, 'complete', record) ? (
            <Button onClick={() => act('complete')} disabled={move.isPending}>
              {t('team.complete')}
            </Button>
          ) : null}
        </div>
        <details>
          <summary className="cursor-pointer font-medium text-fg">{t('team.observations')}</summary>
          <div className="mt-3">
            <ObservationList
              actor={actor}
              employeeId={evaluation.employee.id}
              empty={t('observations.empty')}
            />
          </div>
        </details>
      </details>
    </Card>
  );
}
