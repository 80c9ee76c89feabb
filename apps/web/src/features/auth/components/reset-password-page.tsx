import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { requestPasswordReset, resetPassword } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { formErrorOf } from './form-error';
import { NewPasswordField } from './password-field';

function RequestLinkForm() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'pending' | 'sent'>('idle');
  const [error, setError] = useState<ReturnType<typeof formErrorOf> | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState('pending');
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      setState('sent');
    } catch (failure) {
      setError(formErrorOf(failure));
      setState('idle');
    }
  }

  if (state === 'sent') return <Alert tone="success">{t('reset.sent')}</Alert>;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {error && (
        <Alert tone="danger" role="alert">
          {error.message}
        </Alert>
      )}
      <Field label={t('reset.email')} error={error?.fields.email} isRequired>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Button
        type="submit"
        className="w-full"
        isLoading={state === 'pending'}
        loadingText={t('reset.submitting')}
      >
        {t('reset.submit')}
      </Button>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<'idle' | 'pending' | 'saved'>('idle');
  const [error, setError] = useState<ReturnType<typeof formErrorOf> | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState('pending');
    setError(null);
    try {
      await resetPassword(token, password);
      setState('saved');
    } catch (failure) {
      setError(formErrorOf(failure));
      setState('idle');
    }
  }

  if (state === 'saved') return <Alert tone="success">{t('reset.saved')}</Alert>;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {error && (
        <Alert tone="danger" role="alert">
          {error.message}
        </Alert>
      )}
      <NewPasswordField
        label={t('reset.newPassword')}
        value={password}
        onChange={setPassword}
        error={error?.fields.password ?? error?.fields.newPassword}
      />
      <Button
        type="submit"
        className="w-full"
        isLoading={state === 'pending'}
        loadingText={t('reset.saving')}
      >
        {t('reset.save')}
      </Button>
    </form>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard title={t(token ? 'reset.newTitle' : 'reset.title')} lead={token ? undefined : t('reset.lead')}>
      {token ? <NewPasswordForm token={token} /> : <RequestLinkForm />}
      <p className="mt-6 text-sm">
        <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('reset.back')}
        </Link>
      </p>
    </AuthCard>
  );
}
