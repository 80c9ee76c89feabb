import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signUpSchema, type SignUp } from '@tera/domain';
import { Form } from '../../../components/ui/form/form';
import { FormAlert } from '../../../components/ui/form/form-alert';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextField } from '../../../components/ui/form/text-field';
import { useAppForm } from '../../../components/ui/form/use-app-form';
import { TextLink } from '../../../components/ui/text-link';
import { useAuth } from '../../../lib/auth/auth-context';
import { authFailureText } from '../auth-failure-text';
import { AuthCard } from './auth-card';
import { CheckInbox } from './check-inbox';
import { NewPasswordField } from './password-field';
import { PageTitle } from '../../../components/layout/page-title';

export function RegistrationPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const form = useAppForm({ schema: signUpSchema, defaultValues: { name: '', email: '', password: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(account: SignUp) {
    await auth.signUp(account);
    setSentTo(account.email);
  }

  if (sentTo)
    return (
      <AuthCard title={t('register.checkInbox.title')}>
        <PageTitle page="registration" />
        <CheckInbox email={sentTo} onOtherEmail={() => setSentTo(null)} />
      </AuthCard>
    );
  return (
    <AuthCard title={t('register.title')} lead={t('register.lead')}>
      <PageTitle page="registration" />
      <Form form={form} onSubmit={submit} failure={{ describe: authFailureText }} className="space-y-4">
        <FormAlert />
        <TextField name="name" label={t('register.name')} autoComplete="name" isRequired />
        <TextField name="email" label={t('register.email')} type="email" autoComplete="email" isRequired />
        <NewPasswordField label={t('register.password')} />
        <SubmitButton className="w-full" loadingText={t('register.submitting')}>
          {t('register.submit')}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-sm text-fg-muted">
        {t('register.haveAccount')} <TextLink to="/auth">{t('register.signIn')}</TextLink>
      </p>
    </AuthCard>
  );
}
