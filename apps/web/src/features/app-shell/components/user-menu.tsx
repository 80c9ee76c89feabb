import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button-styles';
import { UserIcon } from '../../../components/ui/icons';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDisclosure } from '../navigation/use-disclosure';

/**
 * Who is signed in, and the way out: a disclosure (a button that shows a panel) rather than an
 * ARIA menu, since it holds one action, and so every signed-in page loads no positioning engine.
 */
export function UserMenu() {
  const { t } = useTranslation('auth');
  const auth = useAuth();
  // Without a company a person's stored role (employee) says less than what they are.
  const role =
    auth.companyId === null && !auth.isSuperAdmin ? 'individual' : (auth.profile?.role ?? 'employee');
  const disclosure = useDisclosure();

  return (
    <div {...disclosure.rootProps} className="relative">
      <button
        {...disclosure.triggerProps}
        aria-label={t('shell.account')}
        className={buttonClasses({ variant: 'ghost', size: 'icon' })}
      >
        <UserIcon />
      </button>
      <div
        {...disclosure.panelProps}
        className="absolute top-full right-0 z-50 mt-1.5 w-max min-w-56 max-w-[calc(100vw-2rem)] animate-fade-in rounded-xl border border-border bg-surface p-1 shadow-card"
      >
        <div className="px-3 py-2">
          <span className="block truncate font-semibold text-fg">{auth.profile?.fullName}</span>
          <span className="block truncate text-sm text-fg-muted">{auth.user?.email}</span>
          <span className="block text-sm text-fg-muted">
            {t(`roles.${role}` as 'roles.employee', { defaultValue: role })}
          </span>
        </div>
        <div role="separator" className="my-1 h-px bg-border" />
        <button
          type="button"
          onClick={() => void auth.signOut()}
          className="block w-full cursor-pointer rounded-lg px-3 py-2 text-left text-sm font-medium text-fg hover:bg-surface-muted"
        >
          {t('shell.signOut')}
        </button>
      </div>
    </div>
  );
}
