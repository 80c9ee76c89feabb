import { useTranslation } from 'react-i18next';
import { TEAM_SIZES } from '@tera/domain';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { fieldErrorText } from '../../../lib/field-errors';
import { useDemoRequestForm, type DemoField } from '../hooks/use-demo-request-form';
import { DemoRequestSuccess } from './demo-request-success';

const TEXT_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', autoComplete: 'family-name', type: 'text' },
  { name: 'email', autoComplete: 'email', type: 'email' },
  { name: 'company', autoComplete: 'organization', type: 'text' },
] as const;

export function DemoRequestForm() {
  const { t } = useTranslation('landing');
  const { values, errors, receipt, isSubmitting, setValue, submit, startOver } = useDemoRequestForm();

  if (receipt) {
    return (
      <DemoRequestSuccess
        name={values.firstName.trim()}
        email={values.email.trim()}
        onStartOver={startOver}
      />
    );
  }

  const errorOf = (field: DemoField) => {
    const key = errors[field]?.[0];
    return key ? fieldErrorText(key) : undefined;
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
      <p className="text-sm text-fg-muted sm:col-span-2">{t('demo.requiredNote')}</p>
      {TEXT_FIELDS.map(({ name, autoComplete, type }) => (
        <Field key={name} label={t(`demo.${name}`)} error={errorOf(name)} isRequired>
          {(control) => (
            <Input
              {...control}
              name={name}
              type={type}
              autoComplete={autoComplete}
              value={values[name]}
              onChange={(event) => setValue(name, event.target.value)}
            />
          )}
        </Field>
      ))}
      <Field label={t('demo.teamSize')} error={errorOf('teamSize')} isRequired className="sm:col-span-2">
        {(control) => (
          <Select
            {...control}
            name="teamSize"
            value={values.teamSize}
            onChange={(event) => setValue('teamSize', event.target.value)}
          >
            <option value="" disabled>
              {t('demo.teamSizePlaceholder')}
            </option>
            {TEAM_SIZES.map((size) => (
              <option key={size} value={size}>
                {t(`demo.teamSizes.${size}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={t('demo.message')}
        hint={t('demo.messageHint')}
        error={errorOf('message')}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            name="message"
            value={values.message}
            onChange={(event) => setValue('message', event.target.value)}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <Button
          type="submit"
          size="lg"
          isLoading={isSubmitting}
          loadingText={t('demo.submitting')}
          className="w-full sm:w-auto"
        >
          {t('demo.submit')}
        </Button>
      </div>
    </form>
  );
}
