import { useTranslation } from 'react-i18next';
import { demoRequestSchema, TEAM_SIZES } from '@tera/domain';
import { Form } from '../../../components/ui/form/form';
import { SelectField } from '../../../components/ui/form/select-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextareaField } from '../../../components/ui/form/textarea-field';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { useCreateDemoRequest } from '../api/create-demo-request';
import { DemoRequestSuccess } from './demo-request-success';

const TEXT_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', autoComplete: 'family-name', type: 'text' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'company', autoComplete: 'organization', type: 'text' },
] as const;

const EMPTY_VALUES = { firstName: '', lastName: '', email: '', company: '', teamSize: '', message: '' };

/** The demo request. Whatever goes wrong, everything typed stays; problems not about a field are toasts. */
export function DemoRequestForm() {
  const { t } = useTranslation('landing');
  const { t: common } = useTranslation();
  const mutation = useCreateDemoRequest();
  const form = useAppForm({ schema: demoRequestSchema, defaultValues: EMPTY_VALUES });

  if (mutation.data && mutation.variables) {
    return (
      <DemoRequestSuccess
        name={mutation.variables.firstName}
        email={mutation.variables.email}
        onStartOver={() => {
          form.reset();
          mutation.reset();
        }}
      />
    );
  }

  const describeFailure = (error: unknown, placedOnFields: boolean) => {
    if (isApiError(error) && error.status === 429) return common('errors.rateLimited');
    return placedOnFields ? null : describeError(error);
  };

  return (
    <Form
      form={form}
      onSubmit={(request) => mutation.mutateAsync(request)}
      failure={{ announce: 'toast', describe: describeFailure }}
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-fg-muted sm:col-span-2">{t('demo.requiredNote')}</p>
      {TEXT_FIELDS.map(({ name, autoComplete, type }) => (
        <TextField
          key={name}
          name={name}
          label={t(`demo.${name}`)}
          type={type}
          autoComplete={autoComplete}
          isRequired
        />
      ))}
      <SelectField name="teamSize" label={t('demo.teamSize')} isRequired className="sm:col-span-2">
        <option value="" disabled>
          {t('demo.teamSizePlaceholder')}
        </option>
        {TEAM_SIZES.map((size) => (
          <option key={size} value={size}>
            {t(`demo.teamSizes.${size}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        name="message"
        label={t('demo.message')}
        hint={t('demo.messageHint')}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <SubmitButton size="lg" loadingText={t('demo.submitting')} className="w-full sm:w-auto">
          {t('demo.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
