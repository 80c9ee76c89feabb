import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { Credentials } from '@tera/domain';
import { CredentialsForm } from '../../../components/account/credentials-form';
import { SimpleHeader } from '../../../components/layout/simple-header';
import { Card } from '../../../components/ui/card';
import { ShieldIcon } from '../../../components/ui/icons';
import { TextLink } from '../../../components/ui/text-link';
import { Loading } from '../../../components/ui/loading';
import { AuthProvider, useAuth } from '../../../lib/auth/auth-context';
import { useSuperAdminSignIn } from '../api/super-admin-session';
import { useSignInProblem } from '../hooks/use-sign-in-problem';
import { SUPER_ADMIN_DASHBOARD_PATH } from '../super-admin-paths';
import { PageTitle } from '../../../components/layout/page-title';

/** /super-admin: the platform administrators' own door, apart from the companies' sign-in. */
export function SuperAdminSignInPage() {
  return (
    <AuthProvider>
      <PageTitle page="superAdminSignIn" />
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
  if (auth.isSuperAdmin) return <Navigate to={SUPER_ADMIN_DASHBOARD_PATH} replace />;

  async function submit(credentials: Credentials) {
    await signIn.mutateAsync(credentials);
    void navigate(SUPER_ADMIN_DASHBOARD_PATH, { replace: true });
  }

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
            <CredentialsForm
              ns="superAdmin"
              onSubmit={submit}
              describeFailure={problemOf}
              className="mt-6 space-y-5"
            />
          )}

          <p className="mt-6 text-sm text-fg-muted">
            {t('signIn.otherAccess')} <TextLink to="/auth">{t('signIn.otherAccessLink')}</TextLink>
          </p>
        </Card>
      </main>
    </div>
  );
}
