import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { SimpleHeader } from '../../../components/layout/simple-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { ShieldIcon } from '../../../components/ui/icons';
import { Input } from '../../../components/ui/input';
import { Loading } from '../../../components/ui/loading';
import { fieldErrorText } from '../../../lib/field-errors';
import { AuthProvider, useAuth } from '../../auth/hooks/auth-context';
import { useSuperAdminSignIn } from '../api/super-admin-session';
import { useSignInProblem } from '../hooks/use-sign-in-problem';
import { SUPER_ADMIN_DASHBOARD_PATH } from '../super-admin-paths';
import { validateCredentials, type CredentialErrors } from '../credentials';

/** /super-admin: the platform administrators' own door, apart from the companies' sign-in. */
export function SuperAdminSignInPage() {
  return (
    <AuthProvider>
      <SignInScreen />
    </AuthProvider>
  );
}

function SignInScreen() {
  const { t } = useTranslation('superAdmin');
  const navigate = useNavigate();
  const auth = useAuth();
  const signIn = useSuperAdminSignIn();
  const problemOf = useSignInProblem();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});

  if (auth.isSuperAdmin) return <Navigate to={SUPER_ADMIN_DASHBOARD_PATH} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validateCredentials({ email, password });
    setErrors(found);
    if (found.email || found.password) {
      form.querySelector<HTMLElement>(found.email ? '[name="email"]' : '[name="password"]')?.focus();
      return;
    }
    signIn.mutate(
      { email: email.trim(), password },
      { onSuccess: () => void navigate(SUPER_ADMIN_DASHBOARD_PATH, { replace: true }) },
    );
  };

  const problem = signIn.isError ? problemOf(signIn.error) : null;

  return (
    <div className="flex min-h-dvh flex-col bg-bg-subtle">
      <SimpleHeader />
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
        <Card className="w-full max-w-md">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-fg">
            <ShieldIcon className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-fg">{t('signIn.title')}</h1>
          <p className="mt-2 text-sm text-fg-muted">{t('signIn.description')}</p>

          {!auth.initialized ? (
            <Loading />
          ) : (
            <form noValidate onSubmit={submit} className="mt-6 space-y-5">
              {problem && (
                <Alert tone="danger" role="alert">
                  {problem}
                </Alert>
              )}
              <Field
                label={t('signIn.email')}
                error={errors.email && fieldErrorText(errors.email)}
                isRequired
              >
                {(control) => (
                  <Input
                    {...control}
                    name="email"
                    type="email"
                    autoComplete="username"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                  />
                )}
              </Field>
              <Field
                label={t('signIn.password')}
                error={errors.password && fieldErrorText(errors.password)}
                isRequired
              >
                {(control) => (
                  <Input
                    {...control}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                )}
              </Field>
              <Button
                type="submit"
                className="w-full"
                isLoading={signIn.isPending}
                loadingText={t('signIn.submitting')}
              >
                {t('signIn.submit')}
              </Button>
            </form>
          )}

          <p className="mt-6 text-sm text-fg-muted">
            {t('signIn.otherAccess')}{' '}
            <Link to="/auth" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('signIn.otherAccessLink')}
            </Link>
          </p>
        </Card>
      </main>
    </div>
  );
}
