import { useTranslation } from 'react-i18next';
import {
  TRAINING_DESCRIPTION_MAX,
  TRAINING_MODALITIES,
  TRAINING_NAME_MAX,
  TRAINING_SOURCES,
  trainingFormSchema,
  type Training,
} from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useAddTraining, useChangeTraining, type TrainingScope } from '../api/trainings';

const EMPTY = {
  name: '',
  modality: 'Online',
  source: 'Interno',
  durationHours: '',
  description: '',
  link: '',
  videoUrl: '',
};

function valuesOf(training: Training) {
  return {
    name: training.name,
    modality: training.modality as string,
    source: training.source as string,
    durationHours: training.durationHours === null ? '' : String(training.durationHours),
    description: training.description,
    link: training.link ?? '',
    videoUrl: training.videoUrl ?? '',
  };
}

/**
 * A leader or admin adds a training to the catalogue, or changes one in place. A video the plan
 * hides is neither shown nor sent, so changing the entry keeps it.
 */
export function TrainingForm({
  scope,
  training,
  onDone,
}: {
  scope: TrainingScope;
  training?: Training;
  onDone?: () => void;
}) {
  const { t } = useTranslation('trainings');
  const add = useAddTraining(scope);
  const change = useChangeTraining(scope);
  const form = useAppForm({
    schema: trainingFormSchema,
    defaultValues: training ? valuesOf(training) : EMPTY,
  });
  const videoHidden = training?.videoLocked === true;
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        if (training) {
          const { videoUrl, ...rest } = values;
          await change.mutateAsync({ id: training.id, ...rest, ...(videoHidden ? {} : { videoUrl }) });
          notify.success(t('catalogue.changed', { name: values.name }));
          onDone?.();
          return;
        }
        await add.mutateAsync(values);
        notify.success(t('catalogue.added', { name: values.name }));
        form.reset(EMPTY);
      }}
      failure={{ describe: describeError }}
      className="grid gap-4 sm:grid-cols-2"
      aria-label={training ? t('catalogue.editLabel', { name: training.name }) : undefined}
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
      {videoHidden ? null : (
        <TextField name="videoUrl" label={t('fields.videoUrl')} type="url" hint={t('fields.videoHint')} />
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <FormAlert />
        <SubmitButton loadingText={t('saving')}>
          {training ? t('catalogue.save') : t('catalogue.add')}
        </SubmitButton>
        {training ? (
          <Button variant="secondary" onClick={onDone}>
            {t('catalogue.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
