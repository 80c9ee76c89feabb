import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRefusalReason, type RefusalReason } from '@tera/domain';
import { useLocation, useSearchParams } from 'react-router';
import { CredentialsForm } from '../../../components/account/credentials-form';
import { Alert } from '../../../components/ui/alert';
import { TextLink } from '../../../components/ui/text-link';
import { useAuth } from '../../../lib/auth/auth-context';
import { HomeWhenSignedIn } from '../../../lib/auth/home-when-signed-in';
import { safeReturnPath } from '../../../lib/auth/return-path';
import type { SignInArrival } from '../../../lib/auth/sign-in-arrival';
import { authFailureText } from '../auth-failure-text';
import { AuthCard } from './auth-card';
import { PageTitle } from '../../../components/layout/page-title';

/** Why the identity provider's answer did not sign the person in; its catalogue loads when needed. */
function SsoRefusal({ reason }: { reason: RefusalReason }) {
  const { t } = useTranslation('refusals');
  return (
    <Alert tone="danger" role="alert">
      {t(reason)}
    </Alert>
  );
}

/** Sign-in; a person already signed in, or once they are, goes where they came from, or home. */
export function SignInPage() {
  const { t } = useTranslation('auth');
  const { t: catalogue } = useTranslation('errorCodes');
  const auth = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const arrival = location.state as SignInArrival | null;
  const sessionExpired = arrival?.sessionExpired === true || auth.sessionEnd === 'expired';
  // Back from the company's identity provider without a session: why, as the server said it.
  const ssoRefusal = params.get('sso');

  return (
    <HomeWhenSignedIn to={safeReturnPath(params.get('from'))}>
      <AuthCard title={t('signIn.title')} lead={t('signIn.lead')}>
        <PageTitle page="signIn" />
        <CredentialsForm
          ns="auth"
          onSubmit={auth.signIn}
          describeFailure={authFailureText}
          notice={
            <>
              {sessionExpired && (
                <Alert tone="warning" role="status">
                  {catalogue('SESSION_EXPIRED')}
                </Alert>
              )}
              {arrival?.signedOut && (
                <Alert tone="success" role="status">
                  {t('signIn.signedOut')}
                </Alert>
              )}
              {arrival?.confirmationFailed && <Alert tone="warning">{t('signIn.confirmationFailed')}</Alert>}
              {ssoRefusal && isRefusalReason(ssoRefusal) && (
                <Suspense fallback={null}>
                  <SsoRefusal reason={ssoRefusal} />
                </Suspense>
              )}
            </>
          }
          className="space-y-4"
        />
        <div className="mt-6 flex flex-col gap-2 text-sm">
          <TextLink to="/auth/sso">{t('sso.link')}</TextLink>
          <TextLink to="/reset-password">{t('signIn.forgot')}</TextLink>
          <p className="text-fg-muted">
            {t('signIn.noAccount')} <TextLink to="/registration">{t('signIn.register')}</TextLink>
          </p>
        </div>
      </AuthCard>
    </HomeWhenSignedIn>
  );
}
