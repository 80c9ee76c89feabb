import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { TextLink } from '../../../components/ui/text-link';
import { requestPasswordReset, resetPassword } from '../api/auth-api';
import { authFailureText } from '../auth-failure-text';
import { AuthCard } from './auth-card';
import { NewPasswordField } from './password-field';
import { PageTitle } from '../../../components/layout/page-title';

function RequestLinkForm() {
  const { t } = useTranslation('auth');
  const form = useAppForm({ defaultValues: { email: '' } });
  const [isSent, setSent] = useState(false);

  async function submit({ email }: { email: string }) {
    await requestPasswordReset(email.trim());
    setSent(true);
  }

  if (isSent) return <Alert tone="success">{t('reset.sent')}</Alert>;
  return (
    <Form form={form} onSubmit={submit} failure={{ describe: authFailureText }} className="space-y-4">
      <FormAlert />
      <TextField name="email" label={t('reset.email')} type="email" autoComplete="email" isRequired />
      <SubmitButton className="w-full" loadingText={t('reset.submitting')}>
        {t('reset.submit')}
      </SubmitButton>
    </Form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const form = useAppForm({ defaultValues: { password: '' } });
  const [isSaved, setSaved] = useState(false);

  async function submit({ password }: { password: string }) {
    await resetPassword(token, password);
    setSaved(true);
  }

  if (isSaved) return <Alert tone="success">{t('reset.saved')}</Alert>;
  return (
    <Form
      form={form}
      onSubmit={submit}
      failure={{ describe: authFailureText, aliases: { newPassword: 'password' } }}
      className="space-y-4"
    >
      <FormAlert />
      <NewPasswordField label={t('reset.newPassword')} />
      <SubmitButton className="w-full" loadingText={t('reset.saving')}>
        {t('reset.save')}
      </SubmitButton>
    </Form>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard title={t(token ? 'reset.newTitle' : 'reset.title')} lead={token ? undefined : t('reset.lead')}>
      <PageTitle page="resetPassword" />
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      <p className="mt-6 text-sm">
        <TextLink to="/auth">{t('reset.back')}</TextLink>
      </p>
    </AuthCard>
  );
}
