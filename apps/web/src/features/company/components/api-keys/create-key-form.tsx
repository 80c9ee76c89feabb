import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, useFormState } from 'react-hook-form';
import {
  API_KEY_ACCESS_LEVELS,
  API_KEY_NAME_MAX,
  API_KEY_RESOURCES,
  createApiKeySchema,
  type ApiKeyAccess,
  type ApiKeyResource,
  type CreateApiKey,
  type IssuedApiKey,
} from '@tera/domain';
import { FieldErrorMessage } from '../../../../components/ui/form/field-error-message';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { Form } from '../../../../components/ui/form/form';
import { SubmitButton } from '../../../../components/ui/form/submit-button';
import { TextField } from '../../../../components/ui/form/text-field';
import { useAppForm } from '../../../../components/ui/form/use-app-form';
import { useCreateApiKey } from '../../api/api-keys';

interface KeyFormValues {
  name: string;
  access: ApiKeyAccess;
  resources: ApiKeyResource[];
}

const EMPTY: KeyFormValues = { name: '', access: 'read', resources: [] };

const CHOICE = 'flex min-h-11 items-center gap-3 rounded-lg border border-border px-3 py-2 text-sm text-fg';

/** The resources the key may reach, as a group of checkboxes with its own error. */
function ResourceChoices() {
  const { t } = useTranslation('apiKeys');
  const { register } = useFormContext<KeyFormValues>();
  const { errors } = useFormState<KeyFormValues>({ name: 'resources' });
  const errorText = useErrorText();
  const errorId = useId();
  const error = errorText(errors.resources?.message);
  return (
    <fieldset aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-fg">{t('create.resources')}</legend>
      <p className="mt-1 text-sm text-fg-muted">{t('create.resourcesHint')}</p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {API_KEY_RESOURCES.map((resource) => (
          <label key={resource} className={CHOICE}>
            <input type="checkbox" value={resource} className="size-4" {...register('resources')} />
            {t(`resources.${resource}`)}
          </label>
        ))}
      </div>
      <FieldErrorMessage id={errorId}>{error}</FieldErrorMessage>
    </fieldset>
  );
}

function AccessChoices() {
  const { t } = useTranslation('apiKeys');
  const { register } = useFormContext<KeyFormValues>();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-fg">{t('create.access')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {API_KEY_ACCESS_LEVELS.map((level) => (
          <label key={level} className={CHOICE}>
            <input type="radio" value={level} className="size-4" {...register('access')} />
            {t(`create.${level}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Names a new key and chooses its scope; what the server answers is the key, shown once. */
export function CreateKeyForm({
  slug,
  onIssued,
}: {
  slug: string;
  onIssued: (issued: IssuedApiKey) => void;
}) {
  const { t } = useTranslation('apiKeys');
  const form = useAppForm<KeyFormValues, CreateApiKey>({ schema: createApiKeySchema, defaultValues: EMPTY });
  const create = useCreateApiKey(slug);

  async function submit(values: CreateApiKey) {
    onIssued(await create.mutateAsync(values));
    form.reset(EMPTY);
  }

  return (
    <Form form={form} onSubmit={submit} className="space-y-5" aria-labelledby="new-api-key">
      <h3 id="new-api-key" className="text-base font-semibold text-fg">
        {t('create.title')}
      </h3>
      <TextField<KeyFormValues>
        name="name"
        label={t('create.name')}
        hint={t('create.nameHint')}
        maxLength={API_KEY_NAME_MAX}
        autoComplete="off"
        isRequired
      />
      <AccessChoices />
      <ResourceChoices />
      <SubmitButton loadingText={t('create.saving')}>{t('create.submit')}</SubmitButton>
    </Form>
  );
}
