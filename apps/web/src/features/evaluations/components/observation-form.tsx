import { useTranslation } from 'react-i18next';
import {
  OBSERVATION_EVIDENCE_MAX,
  OBSERVATION_TEXT_MAX,
  OBSERVATION_TYPES,
  OBSERVATION_VISIBILITIES,
  observationCreateSchema,
  observationInputSchema,
  type Observation,
  type Profile,
} from '@tera/domain';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { useRecordObservation, useUpdateObservation } from '../api/observations';

interface ObservationValues {
  employeeId: string;
  observedOn: string;
  type: string;
  visibility: string;
  text: string;
  evidence: string;
}

/** What an observation says, the same whether it is being recorded or changed. */
function ObservationFields() {
  const { t } = useTranslation('evaluations');
  return (
    <>
      <TextField name="observedOn" label={t('observations.date')} type="date" isRequired />
      <SelectField name="type" label={t('observations.type')}>
        {OBSERVATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`observations.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        name="visibility"
        label={t('observations.visibility')}
        hint={t('observations.visibilityHint')}
      >
        {OBSERVATION_VISIBILITIES.map((visibility) => (
          <option key={visibility} value={visibility}>
            {t(`observations.visibilities.${visibility}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        name="text"
        label={t('observations.text')}
        rows={3}
        maxLength={OBSERVATION_TEXT_MAX}
        className="sm:col-span-2"
      />
      <TextareaField
        name="evidence"
        label={t('observations.evidence')}
        rows={2}
        maxLength={OBSERVATION_EVIDENCE_MAX}
        className="sm:col-span-2"
      />
    </>
  );
}

/** A leader records an observation about one of their reports. */
export function ObservationForm({
  userId,
  reports,
  today,
}: {
  userId: string;
  reports: Profile[];
  today: string;
}) {
  const { t } = useTranslation('evaluations');
  const record = useRecordObservation(userId);
  const defaults: ObservationValues = {
    employeeId: reports[0]?.id ?? '',
    observedOn: today,
    type: 'achievement',
    visibility: 'private',
    text: '',
    evidence: '',
  };
  const form = useAppForm({ schema: observationCreateSchema, defaultValues: defaults });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await record.mutateAsync(values);
        notify.success(t('observations.saved'));
        form.reset({ ...defaults, employeeId: values.employeeId });
      }}
      failure={{ describe: describeError }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField name="employeeId" label={t('team.person')}>
        {reports.map((person) => (
          <option key={person.id} value={person.id}>
            {person.fullName}
          </option>
        ))}
      </SelectField>
      <ObservationFields />
      <div className="sm:col-span-2">
        <FormAlert />
        <SubmitButton loadingText={t('form.saving')}>{t('observations.save')}</SubmitButton>
      </div>
    </Form>
  );
}

/** Its author changes an observation in place: who it is about stays. */
export function ObservationEditForm({
  userId,
  observation,
  onDone,
}: {
  userId: string;
  observation: Observation;
  onDone: () => void;
}) {
  const { t } = useTranslation('evaluations');
  const update = useUpdateObservation(userId);
  const form = useAppForm({
    schema: observationInputSchema,
    defaultValues: {
      observedOn: observation.observedOn,
      type: observation.type as string,
      visibility: observation.visibility as string,
      text: observation.text,
      evidence: observation.evidence,
    },
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await update.mutateAsync({ id: observation.id, ...values });
        notify.success(t('observations.updated'));
        onDone();
      }}
      failure={{ describe: describeError }}
      className="mt-3 grid gap-4 sm:grid-cols-2"
      aria-label={t('observations.editLabel')}
    >
      <ObservationFields />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <FormAlert />
        <SubmitButton loadingText={t('form.saving')}>{t('observations.save')}</SubmitButton>
        <Button variant="secondary" onClick={onDone}>
          {t('observations.cancel')}
        </Button>
      </div>
    </Form>
  );
}
