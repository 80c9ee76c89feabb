import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Credentials } from '@tera/domain';
import { CredentialsForm } from '../../../components/account/credentials-form';
import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { useAuth } from '../../../lib/auth/auth-context';
import { homeFor, safeReturnPath } from '../../../lib/auth/return-path';
import { authFailureText } from '../auth-failure-text';
import { AuthCard } from './auth-card';

export function SignInPage() {
  const { t } = useTranslation('auth');
  const { t: catalogue } = useTranslation('errorCodes');
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const arrival = location.state as {
    sessionExpired?: boolean;
    signedOut?: boolean;
    confirmationFailed?: boolean;
  } | null;

  async function submit(credentials: Credentials) {
    const me = await auth.signIn(credentials);
    void navigate(safeReturnPath(params.get('from')) ?? homeFor(me), { replace: true });
  }

  return (
    <AuthCard title={t('signIn.title')} lead={t('signIn.lead')}>
      <CredentialsForm
        ns="auth"
        onSubmit={submit}
        describeFailure={authFailureText}
        notice={
          <>
            {arrival?.sessionExpired && <Alert tone="warning">{catalogue('SESSION_EXPIRED')}</Alert>}
            {arrival?.signedOut && <Alert tone="success">{t('signIn.signedOut')}</Alert>}
            {arrival?.confirmationFailed && <Alert tone="warning">{t('signIn.confirmationFailed')}</Alert>}
          </>
        }
        className="space-y-4"
      />
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <TextLink to="/reset-password">{t('signIn.forgot')}</TextLink>
        <p className="text-fg-muted">
          {t('signIn.noAccount')} <TextLink to="/registration">{t('signIn.register')}</TextLink>
        </p>
      </div>
    </AuthCard>
  );
}
