import { useTranslation } from 'react-i18next';
import {
  EVALUATION_STATUSES,
  evaluationCycleFormSchema,
  type Actor,
  type EvaluationCycleCreate,
} from '@tera/domain';
import { Card, CardTitle } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useEvaluationCyclesQuery, useOpenCycle } from '../api/evaluation-cycles';
import { CyclePeopleChoice, type CycleFormValues } from './cycle-people-choice';
import { EvaluationStatusBadge } from './evaluation-status-badge';
import { QueryState } from '../../../components/ui/query-state';
import { useDayOfMonth } from '../../../lib/use-day-of-month';

const EMPTY: CycleFormValues = { period: '', dueOn: '', audience: 'everyone', employeeIds: [] };

/** A company admin opens evaluation cycles and follows how far each has come. */
export function EvaluationCycles({ actor, slug }: { actor: Actor; slug: string }) {
  const { t } = useTranslation('evaluations');
  const dayOfMonth = useDayOfMonth();
  const query = useEvaluationCyclesQuery(actor.userId, slug);
  const open = useOpenCycle(actor.userId, slug);
  const form = useAppForm<CycleFormValues, EvaluationCycleCreate>({
    schema: evaluationCycleFormSchema,
    defaultValues: EMPTY,
  });
  return (
    <section aria-labelledby="cycles" className="space-y-4">
      <h2 id="cycles" className="text-xl font-semibold text-fg">
        {t('cycles.title')}
      </h2>
      <Card>
        <CardTitle className="mb-3 text-lg">{t('cycles.openTitle')}</CardTitle>
        <p className="mb-3 text-fg-muted">{t('cycles.openLead')}</p>
        <Form
          form={form}
          onSubmit={async (values) => {
            await open.mutateAsync(values);
            notify.success(t('cycles.opened'));
            form.reset(EMPTY);
          }}
          failure={{ describe: describeError }}
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <TextField name="period" label={t('team.period')} isRequired maxLength={40} />
          <TextField name="dueOn" label={t('cycles.dueOn')} type="date" isRequired />
          <SubmitButton loadingText={t('form.saving')}>{t('cycles.open')}</SubmitButton>
          <CyclePeopleChoice userId={actor.userId} slug={slug} />
          <FormAlert />
        </Form>
      </Card>
      <QueryState
        failed={t('failed')}
        query={query}
        isEmpty={(data) => data.cycles.length === 0}
        empty={t('cycles.empty')}
      >
        {(data) => (
          <ul className="space-y-3">
            {data.cycles.map((cycle) => (
              <li key={cycle.id}>
                <Card>
                  <CardTitle className="text-lg">
                    {t('cycles.heading', { period: cycle.period, date: dayOfMonth(cycle.dueOn) })}
                  </CardTitle>
                  <p className="text-fg-muted">
                    {t('cycles.completion', { done: cycle.completion.completed, total: cycle.total })}
                  </p>
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('cycles.byStatus')}>
                    {EVALUATION_STATUSES.filter((status) => cycle.completion[status] > 0).map((status) => (
                      <li key={status} className="flex items-center gap-1">
                        <EvaluationStatusBadge status={status} />
                        <span className="text-fg">{cycle.completion[status]}</span>
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
