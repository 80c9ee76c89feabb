import { useTranslation } from 'react-i18next';
import {
  CAREER_POSITION_MAX,
  CAREER_TEXT_MAX,
  CAREER_TIMEFRAMES_MONTHS,
  careerPlanFormSchema,
  type CareerPlan,
} from '@tera/domain';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { notify } from '../../../lib/toast';
import { useSaveCareerPlan, type PlanScope } from '../api/career-plans';

/** The plan as its leader, that leader's leader or an admin writes it. */
export function CareerPlanForm({ scope, plan }: { scope: PlanScope; plan: CareerPlan }) {
  const { t } = useTranslation('careerPlan');
  const save = useSaveCareerPlan(scope, plan.employee.id);
  const form = useAppForm({
    schema: careerPlanFormSchema,
    defaultValues: {
      currentPosition: plan.currentPosition,
      targetPosition: plan.targetPosition,
      targetTimeframeMonths: plan.targetTimeframeMonths === null ? '' : String(plan.targetTimeframeMonths),
      assignedSkills: plan.assignedSkills.join('\n'),
      developmentGoals: plan.developmentGoals,
      managerNotes: plan.managerNotes,
    },
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        notify.success(t('saved', { name: plan.employee.name }));
      }}
      failure={{ describe: () => t('saveFailed') }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField name="currentPosition" label={t('fields.current')} maxLength={CAREER_POSITION_MAX} />
      <TextField name="targetPosition" label={t('fields.target')} maxLength={CAREER_POSITION_MAX} />
      <SelectField name="targetTimeframeMonths" label={t('fields.timeline')}>
        <option value="">{t('fields.noTimeline')}</option>
        {CAREER_TIMEFRAMES_MONTHS.map((months) => (
          <option key={months} value={String(months)}>
            {t('months', { count: months })}
          </option>
        ))}
      </SelectField>
      <TextareaField
        name="assignedSkills"
        label={t('fields.skills')}
        hint={t('fields.skillsHint')}
        rows={3}
      />
      <TextareaField
        name="developmentGoals"
        label={t('fields.goals')}
        rows={3}
        maxLength={CAREER_TEXT_MAX}
        className="sm:col-span-2"
      />
      <TextareaField
        name="managerNotes"
        label={t('fields.notes')}
        hint={t('fields.notesHint')}
        rows={3}
        maxLength={CAREER_TEXT_MAX}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <FormAlert />
        <SubmitButton loadingText={t('saving')}>{t('save')}</SubmitButton>
      </div>
    </Form>
  );
}
