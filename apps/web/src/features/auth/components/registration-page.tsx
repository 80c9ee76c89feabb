import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useAuth } from '../hooks/auth-context';
import { AuthCard } from './auth-card';
import { validateSignUp } from '../validate-account';
import { clientFormError, focusFirstInvalid, formErrorOf, type FormError } from './form-error';
import { NewPasswordField } from './password-field';

export function RegistrationPage() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [isPending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = clientFormError(validateSignUp({ name, email, password }));
    setError(invalid);
    if (invalid) {
      focusFirstInvalid(event.currentTarget, invalid);
      return;
    }
    setPending(true);
    try {
      await auth.signUp({ name: name.trim(), email: email.trim(), password });
      void navigate('/onboarding', { replace: true });
    } catch (failure) {
      setError(formErrorOf(failure));
      setPending(false);
    }
  }

  return (
    <AuthCard title={t('register.title')} lead={t('register.lead')}>
      {error?.message && (
        <Alert tone="danger" role="alert" className="mb-4">
          {error.message}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field label={t('register.name')} error={error?.fields.name} isRequired>
          {(control) => (
            <Input
              {...control}
              name="name"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('register.email')} error={error?.fields.email} isRequired>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <NewPasswordField
          label={t('register.password')}
          value={password}
          onChange={setPassword}
          error={error?.fields.password}
        />
        <Button type="submit" className="w-full" isLoading={isPending} loadingText={t('register.submitting')}>
          {t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-sm text-fg-muted">
        {t('register.haveAccount')}{' '}
        <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('register.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
