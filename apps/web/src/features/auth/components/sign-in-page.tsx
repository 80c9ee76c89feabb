import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useAuth } from '../hooks/auth-context';
import { homeFor, safeReturnPath } from '../return-path';
import { AuthCard } from './auth-card';
import { validateSignIn } from '../validate-account';
import { clientFormError, focusFirstInvalid, formErrorOf, type FormError } from './form-error';

export function SignInPage() {
  const { t } = useTranslation('auth');
  const { t: catalogue } = useTranslation('errorCodes');
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [isPending, setPending] = useState(false);
  const arrival = location.state as { sessionExpired?: boolean; signedOut?: boolean } | null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = clientFormError(validateSignIn({ email, password }));
    setError(invalid);
    if (invalid) {
      focusFirstInvalid(event.currentTarget, invalid);
      return;
    }
    setPending(true);
    try {
      const me = await auth.signIn({ email: email.trim(), password });
      void navigate(safeReturnPath(params.get('from')) ?? homeFor(me), { replace: true });
    } catch (failure) {
      setError(formErrorOf(failure));
      setPending(false);
    }
  }

  return (
    <AuthCard title={t('signIn.title')} lead={t('signIn.lead')}>
      {arrival?.sessionExpired && !error && (
        <Alert tone="warning" className="mb-4">
          {catalogue('SESSION_EXPIRED')}
        </Alert>
      )}
      {arrival?.signedOut && !error && (
        <Alert tone="success" className="mb-4">
          {t('signIn.signedOut')}
        </Alert>
      )}
      {error?.message && (
        <Alert tone="danger" role="alert" className="mb-4">
          {error.message}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <Field label={t('signIn.email')} error={error?.fields.email} isRequired>
          {(control) => (
            <Input
              {...control}
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('signIn.password')} error={error?.fields.password} isRequired>
          {(control) => (
            <Input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" isLoading={isPending} loadingText={t('signIn.submitting')}>
          {t('signIn.submit')}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link to="/reset-password" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('signIn.forgot')}
        </Link>
        <p className="text-fg-muted">
          {t('signIn.noAccount')}{' '}
          <Link to="/registration" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('signIn.register')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
