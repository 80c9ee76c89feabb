import { useTranslation } from 'react-i18next';
import {
  TRAINING_DESCRIPTION_MAX,
  TRAINING_MODALITIES,
  TRAINING_NAME_MAX,
  TRAINING_SOURCES,
  trainingFormSchema,
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
import { useAddTraining, type TrainingScope } from '../api/trainings';

const EMPTY = {
  name: '',
  modality: 'Online',
  source: 'Interno',
  durationHours: '',
  description: '',
  link: '',
  videoUrl: '',
};

/** A leader or admin adds a training to the catalogue. */
export function TrainingForm({ scope }: { scope: TrainingScope }) {
  const { t } = useTranslation('trainings');
  const add = useAddTraining(scope);
  const form = useAppForm({ schema: trainingFormSchema, defaultValues: EMPTY });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await add.mutateAsync(values);
        notify.success(t('catalogue.added', { name: values.name }));
        form.reset(EMPTY);
      }}
      failure={{ describe: describeError }}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField name="name" label={t('fields.name')} maxLength={TRAINING_NAME_MAX} isRequired />
      <TextField name="durationHours" label={t('fields.hoursOptional')} inputMode="decimal" />
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
      <TextareaField
        name="description"
        label={t('fields.description')}
        rows={2}
        maxLength={TRAINING_DESCRIPTION_MAX}
        className="sm:col-span-2"
      />
      <TextField name="link" label={t('fields.link')} type="url" />
      <TextField name="videoUrl" label={t('fields.videoUrl')} type="url" hint={t('fields.videoHint')} />
      <div className="sm:col-span-2">
        <FormAlert />
        <SubmitButton loadingText={t('saving')}>{t('catalogue.add')}</SubmitButton>
      </div>
    </Form>
  );
}
