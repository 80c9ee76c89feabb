import { useTranslation } from 'react-i18next';
import {
  ASSIGNMENT_TYPES,
  TRAINING_MODALITIES,
  TRAINING_NAME_MAX,
  TRAINING_SOURCES,
  trainingAssignmentFormSchema,
  type DevelopmentPerson,
  type Training,
} from '@tera/domain';
import { Select } from '../../../components/ui/select';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { notify } from '../../../lib/toast';
import { useAssignTraining, type TrainingScope } from '../api/trainings';

interface AssignmentValues {
  employeeId: string;
  trainingId: string;
  name: string;
  assignmentType: string;
  durationHours: string;
  modality: string;
  source: string;
  dueOn: string;
}

/**
 * A leader or admin assigns a training to one of the people they guide: from the catalogue, which
 * fills in its name, hours, modality and source, or written for the occasion.
 */
export function AssignmentForm({
  scope,
  people,
  catalogue,
}: {
  scope: TrainingScope;
  people: DevelopmentPerson[];
  catalogue: Training[];
}) {
  const { t } = useTranslation('trainings');
  const assign = useAssignTraining(scope);
  const defaults: AssignmentValues = {
    employeeId: people[0]?.id ?? '',
    trainingId: '',
    name: '',
    assignmentType: '',
    durationHours: '',
    modality: 'Online',
    source: 'Interno',
    dueOn: '',
  };
  const form = useAppForm({ schema: trainingAssignmentFormSchema, defaultValues: defaults });
  const fromCatalogue = form.register('trainingId', {
    onChange: (event: { target: { value: string } }) => {
      const training = catalogue.find((entry) => entry.id === event.target.value);
      if (!training) return;
      form.setValue('name', training.name);
      form.setValue('modality', training.modality);
      form.setValue('source', training.source);
      if (training.durationHours !== null) form.setValue('durationHours', String(training.durationHours));
    },
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const { assignment } = await assign.mutateAsync(values);
        notify.success(t('assign.done', { name: assignment.name, person: assignment.employee.name }));
        form.reset({ ...defaults, employeeId: values.employeeId });
      }}
      failure={{
        describe: (_error, placedOnFields) => (placedOnFields ? null : t('assign.failed')),
        reasonFields: { TRAINING_DUE_IN_PAST: 'dueOn' },
      }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField name="employeeId" label={t('assign.person')}>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="assignment-from-catalogue" className="text-sm font-medium text-fg">
          {t('assign.fromCatalogue')}
        </label>
        <Select id="assignment-from-catalogue" {...fromCatalogue}>
          <option value="">{t('assign.ownTraining')}</option>
          {catalogue.map((training) => (
            <option key={training.id} value={training.id}>
              {training.name}
            </option>
          ))}
        </Select>
      </div>
      <TextField name="name" label={t('fields.name')} maxLength={TRAINING_NAME_MAX} isRequired />
      <SelectField name="assignmentType" label={t('fields.type')} isRequired>
        <option value="">{t('assign.chooseType')}</option>
        {ASSIGNMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField name="durationHours" label={t('fields.hours')} inputMode="decimal" isRequired />
      <TextField name="dueOn" label={t('fields.dueOn')} type="date" isRequired />
      <SelectField name="modality" label={t('fields.modality')}>
        {TRAINING_MODALITIES.map((modality) => (
          <option key={modality} value={modality}>
            {t(`modalities.${modality}`)}
          </option>
        ))}
      </SelectField>
      <SelectField name="source" label={t('fields.source')}>
        {TRAINING_SOURCES.map((source) => (
          <option key={source} value={source}>
            {t(`sources.${source}`)}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <FormAlert />
        <SubmitButton loadingText={t('saving')}>{t('assign.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
