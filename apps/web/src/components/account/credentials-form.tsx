import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { credentialsSchema, type Credentials } from '@tera/domain';
import { Form } from '../ui/form/form';
import { FormAlert } from '../ui/form/form-alert';
import { SubmitButton } from '../ui/form/submit-button';
import { TextField } from '../ui/form/text-field';
import { useAppForm } from '../ui/form/use-app-form';

interface CredentialsFormProps {
  /** Whose texts: each door words its own `signIn.*` keys. */
  ns: 'auth' | 'superAdmin';
  /** Signs in; what it throws is said above the fields, in the words `describeFailure` gives. */
  onSubmit: (credentials: Credentials) => Promise<unknown>;
  describeFailure: (error: unknown, placedOnFields: boolean) => string | null;
  /** Said above the fields until the form has a problem to show instead, e.g. why the person is here. */
  notice?: ReactNode;
  className?: string;
}

function UntilProblem({ children }: { children: ReactNode }) {
  const { errors } = useFormState();
  return Object.keys(errors).length > 0 ? null : children;
}

/** E-mail and current password of an existing account, as every sign-in door asks them. */
export function CredentialsForm({ ns, onSubmit, describeFailure, notice, className }: CredentialsFormProps) {
  const { t } = useTranslation(ns);
  const form = useAppForm({ schema: credentialsSchema, defaultValues: { email: '', password: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} failure={{ describe: describeFailure }} className={className}>
      <UntilProblem>{notice}</UntilProblem>
      <FormAlert />
      <TextField name="email" label={t('signIn.email')} type="email" autoComplete="username" isRequired />
      <TextField
        name="password"
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        isRequired
      />
      <SubmitButton className="w-full" loadingText={t('signIn.submitting')}>
        {t('signIn.submit')}
      </SubmitButton>
    </Form>
  );
}
