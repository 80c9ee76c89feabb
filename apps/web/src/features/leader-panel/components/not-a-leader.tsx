import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { useGoBack } from '../../../lib/navigation/use-go-back';

/** Roles that make someone a leader; having direct reports does too. */
const LEADER_ROLES = ['leader', 'manager', 'director', 'ceo'] as const;

/**
 * 'Acceso Restringido' inside the app's frame: the panel opens for leaders and for
 * anyone with direct reports, which a role list alone cannot say, so the page judges it itself.
 */
export function NotALeader() {
  const { t } = useTranslation('auth');
  const goBack = useGoBack();
  const auth = useAuth();
  const role = (name: string) => t(`roles.${name}` as 'roles.employee', { defaultValue: name });
  return (
    <div className="mx-auto flex max-w-lg flex-col items-start gap-4 py-10">
      <h1 className="text-2xl font-bold text-fg">{t('guard.restrictedTitle')}</h1>
      <p className="text-fg-muted">{t('guard.restrictedMessage')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-fg">{t('guard.currentRole')}</dt>
        <dd className="text-fg-muted">{role(auth.profile?.role ?? 'employee')}</dd>
        <dt className="font-medium text-fg">{t('guard.requiredRoles')}</dt>
        <dd className="text-fg-muted">{LEADER_ROLES.map(role).join(', ')}</dd>
      </dl>
      <div className="mt-2 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={goBack}>
          {t('guard.back')}
        </Button>
        <Button onClick={() => void auth.signOut()}>{t('guard.signOut')}</Button>
      </div>
    </div>
  );
}
