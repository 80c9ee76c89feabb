import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationPreview } from '@tera/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { isApiError } from '../../../lib/api-client';
import { describeError, refusalText } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { useRoleLabel } from '../../../lib/people/use-role-label';
import { useAuth } from '../../../lib/auth/auth-context';
import { useInvitationPreviewQuery } from '../api/invitation-link';
import { useJoinWithInvitation } from '../hooks/use-join-with-invitation';
import { InvitationAccountForm } from './invitation-account-form';

type Mode = 'signUp' | 'signIn';

function InvitationFacts({ preview }: { preview: InvitationPreview }) {
  const { t } = useTranslation('invitations');
  const roleLabel = useRoleLabel();
  const expires = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long' }).format(
    new Date(preview.expiresAt),
  );
  return (
    <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-surface-muted p-4 text-sm">
      <dt className="text-fg-muted">{t('accept.company')}</dt>
      <dd className="font-semibold break-words text-fg">{preview.companyName}</dd>
      <dt className="text-fg-muted">{t('accept.role')}</dt>
      <dd className="font-semibold text-fg">{roleLabel(preview.role)}</dd>
      <dt className="text-fg-muted">{t('accept.email')}</dt>
      <dd className="font-semibold break-all text-fg">{preview.email}</dd>
      <dt className="text-fg-muted">{t('accept.expires')}</dt>
      <dd className="text-fg">{expires}</dd>
    </dl>
  );
}

/** What went wrong joining, in words for this screen; auth refusals come already worded by the server. */
function useJoinErrorText() {
  const { t } = useTranslation('invitations');
  return (error: unknown, email: string): string => {
    if (!isApiError(error)) return describeError(error);
    if (error.reason === 'INVITATION_EMAIL_MISMATCH') return refusalText(error.reason, { email });
    if (error.reason === 'ALREADY_IN_COMPANY') return refusalText(error.reason);
    if (error.reason === 'EMAIL_TAKEN') return t('accept.emailTaken');
    if (error.code === 'RECORD_NOT_FOUND') return t('accept.gone');
    if (error.reason) return error.message;
    return describeError(error);
  };
}

/**
 * The page an invitation link opens (/registration?invitation=…): what the invitation offers, then
 * joining by signing up, by signing in, or straight away when already signed in with that e-mail.
 */
export function InvitationAcceptance({ token }: { token: string }) {
  const { t } = useTranslation('invitations');
  const preview = useInvitationPreviewQuery(token);
  const auth = useAuth();
  const join = useJoinWithInvitation(token);
  const errorText = useJoinErrorText();
  const [mode, setMode] = useState<Mode>('signUp');

  if (preview.isPending || !auth.initialized) return <Loading label={t('accept.loading')} />;
  if (preview.isError) {
    const gone = isApiError(preview.error) && preview.error.code === 'RECORD_NOT_FOUND';
    return (
      <Card className="mx-auto max-w-lg">
        <h1 className="text-2xl font-bold text-fg">
          {t(gone ? 'accept.invalidTitle' : 'accept.loadErrorTitle')}
        </h1>
        <p className="mt-3 text-fg-muted">{gone ? t('accept.invalidBody') : describeError(preview.error)}</p>
        {!gone && (
          <Button variant="secondary" className="mt-5" onClick={() => void preview.refetch()}>
            {t('accept.retry')}
          </Button>
        )}
      </Card>
    );
  }

  const invitation = preview.data;
  const signedIn = auth.user?.email ?? null;
  const isInvitee = signedIn !== null && signedIn.toLowerCase() === invitation.email.toLowerCase();
  const onModeChange = (next: string) => {
    join.reset();
    setMode(next === 'signIn' ? 'signIn' : 'signUp');
  };
  const emailTaken = isApiError(join.error) && join.error.reason === 'EMAIL_TAKEN';

  return (
    <Card className="mx-auto max-w-lg">
      <h1 className="text-2xl font-bold text-fg">{t('accept.title', { company: invitation.companyName })}</h1>
      <p className="mt-2 text-fg-muted">{t('accept.lead')}</p>
      <InvitationFacts preview={invitation} />
      {join.isError && (
        <Alert tone="danger" role="alert" className="mt-5">
          {errorText(join.error, invitation.email)}
          {emailTaken && mode === 'signUp' && (
            <Button variant="link" className="mt-1 block" onClick={() => onModeChange('signIn')}>
              {t('accept.haveAccount')}
            </Button>
          )}
        </Alert>
      )}
      <div className="mt-6">
        {isInvitee && (
          <div className="space-y-4">
            <p className="text-fg">{t('accept.signedInAs', { email: signedIn })}</p>
            <Button
              className="w-full"
              isLoading={join.isPending}
              loadingText={t('accept.joining')}
              onClick={() => join.mutate({ mode: 'signedIn' })}
            >
              {t('accept.joinAsSignedIn', { company: invitation.companyName })}
            </Button>
          </div>
        )}
        {signedIn !== null && !isInvitee && (
          <div className="space-y-4">
            <p className="text-fg">{t('accept.otherAccount', { signedIn, email: invitation.email })}</p>
            <Button variant="secondary" className="w-full" onClick={() => void auth.signOut({ stay: true })}>
              {t('accept.signOut')}
            </Button>
          </div>
        )}
        {signedIn === null && (
          <Tabs value={mode} onValueChange={onModeChange}>
            <TabsList aria-label={t('accept.modes')}>
              <TabsTrigger value="signUp">{t('accept.newAccount')}</TabsTrigger>
              <TabsTrigger value="signIn">{t('accept.haveAccount')}</TabsTrigger>
            </TabsList>
            {(['signUp', 'signIn'] as const).map((formMode) => (
              <TabsContent key={formMode} value={formMode}>
                <h2 className="mb-4 text-lg font-semibold text-fg">
                  {t(formMode === 'signUp' ? 'accept.signUpTitle' : 'accept.signInTitle')}
                </h2>
                <InvitationAccountForm
                  mode={formMode}
                  email={invitation.email}
                  isPending={join.isPending}
                  onSubmit={(request) => join.mutate(request)}
                />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </div>
    </Card>
  );
}
