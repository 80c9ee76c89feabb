import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { useAuth } from '../../lib/auth/auth-context';
import { useGoBack } from '../../lib/navigation/use-go-back';
import { PageTitle, type PageName } from '../layout/page-title';

/**
 * A refusal names itself in the tab: the screen refused never renders, and would otherwise leave
 * the app's fallback title, in Spanish whatever the language read.
 */
function DeniedFrame({
  page,
  title,
  children,
}: {
  page: PageName;
  title: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('auth');
  const goBack = useGoBack();
  const auth = useAuth();
  return (
    <main id="main" className="mx-auto flex max-w-lg flex-col items-start gap-4 px-4 py-16">
      <PageTitle page={page} />
      <h1 className="text-2xl font-bold text-fg">{title}</h1>
      {children}
      <div className="mt-2 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={goBack}>
          {t('guard.back')}
        </Button>
        <Button onClick={() => void auth.signOut()}>{t('guard.signOut')}</Button>
      </div>
    </main>
  );
}

/**
 * The words of a refusal by role: 'Acceso Restringido', or 'Access Denied' where a spec asks for it.
 * Each also names its page title (`pages` in common.json).
 */
export type RoleRefusal = 'restricted' | 'accessDenied';

const REFUSAL_TEXTS = {
  restricted: { title: 'guard.restrictedTitle', message: 'guard.restrictedMessage' },
  accessDenied: { title: 'guard.accessDeniedTitle', message: 'guard.accessDeniedMessage' },
} as const;

/** The refusal's heading and sentence, the current role and the roles that would open the page. */
export function AccessRestricted({
  currentRole,
  requiredRoles,
  wording = 'restricted',
}: {
  currentRole: string;
  requiredRoles: readonly string[];
  wording?: RoleRefusal | undefined;
}) {
  const { t } = useTranslation('auth');
  const role = (name: string) => t(`roles.${name}` as 'roles.employee', { defaultValue: name });
  const texts = REFUSAL_TEXTS[wording];
  return (
    <DeniedFrame page={wording} title={t(texts.title)}>
      <p className="text-fg-muted">{t(texts.message)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-fg">{t('guard.currentRole')}</dt>
        <dd className="text-fg-muted">{role(currentRole)}</dd>
        <dt className="font-medium text-fg">{t('guard.requiredRoles')}</dt>
        <dd className="text-fg-muted">{requiredRoles.map(role).join(', ')}</dd>
      </dl>
    </DeniedFrame>
  );
}

/** 'Permisos Insuficientes': the permissions the person lacks, by name. */
export function InsufficientPermissions({ missing }: { missing: readonly string[] }) {
  const { t } = useTranslation('auth');
  return (
    <DeniedFrame page="insufficientPermissions" title={t('guard.permissionsTitle')}>
      <p className="text-fg-muted">{t('guard.missingPermissions')}</p>
      <ul className="list-disc pl-6 text-fg">
        {missing.map((permission) => (
          <li key={permission}>
            {t(`permissions.${permission}` as 'permissions.admin', { defaultValue: permission })}
          </li>
        ))}
      </ul>
    </DeniedFrame>
  );
}
