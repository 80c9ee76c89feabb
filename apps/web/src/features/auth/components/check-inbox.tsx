import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { resendConfirmation } from '../api/auth-api';
import { authFailureText } from '../auth-failure-text';

/**
 * What a sign-up leads to, whether or not the address had an account (the server answers both
 * alike): the link to confirm it is in the mail, and it can be sent again.
 */
export function CheckInbox({ email, onOtherEmail }: { email: string; onOtherEmail: () => void }) {
  const { t } = useTranslation('auth');
  const resend = useMutation({ mutationFn: () => resendConfirmation(email) });
  return (
    <div className="space-y-4">
      <p className="text-fg">{t('register.checkInbox.lead', { email })}</p>
      <p className="text-sm text-fg-muted">{t('register.checkInbox.existing')}</p>
      {resend.isSuccess && (
        <Alert tone="success" role="status">
          {t('register.checkInbox.resent')}
        </Alert>
      )}
      {resend.isError && (
        <Alert tone="danger" role="alert">
          {authFailureText(resend.error)}
        </Alert>
      )}
      <Button
        variant="secondary"
        className="w-full"
        isLoading={resend.isPending}
        loadingText={t('register.checkInbox.resending')}
        onClick={() => resend.mutate()}
      >
        {t('register.checkInbox.resend')}
      </Button>
      <Button variant="link" onClick={onOtherEmail}>
        {t('register.checkInbox.otherEmail')}
      </Button>
      <p className="text-sm text-fg-muted">
        {t('register.checkInbox.confirmed')} <TextLink to="/auth">{t('register.signIn')}</TextLink>
      </p>
    </div>
  );
}
