import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast';
import { useAuth } from '../../../lib/auth/auth-context';
import { acceptInvitation, createInvitedAccount } from '../api/invitation-link';

export type JoinRequest =
  | { mode: 'signUp'; name: string; email: string; password: string }
  | { mode: 'signIn'; email: string; password: string }
  | { mode: 'signedIn' };

/**
 * Gets the person an account (new or existing, or the one already signed in), then spends the
 * invitation, then takes them to the dashboard as a member of the company. A new account comes
 * from the link itself, already confirmed, so the person signs in with it at once.
 */
export function useJoinWithInvitation(token: string) {
  const { t } = useTranslation('invitations');
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (request: JoinRequest) => {
      if (request.mode === 'signUp')
        await createInvitedAccount(token, { name: request.name, password: request.password });
      if (request.mode !== 'signedIn')
        await auth.signIn({ email: request.email, password: request.password });
      return acceptInvitation(token);
    },
    // An account made or signed into stays made even if accepting fails: never resend it blindly.
    retry: false,
    onSuccess: async ({ company }) => {
      // Everything cached was about someone without this company.
      await queryClient.invalidateQueries();
      await auth.refresh();
      notify.success(t('accept.joined', { company: company.name }));
      await navigate('/dashboard', { replace: true });
    },
  });
}
