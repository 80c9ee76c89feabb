import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { SimpleHeader } from '../../../components/layout/simple-header';
import { Loading } from '../../../components/ui/loading';
import { AccessRestricted } from '../../../components/access/access-denied';
import { useAuth } from '../../../lib/auth/auth-context';
import { SUPER_ADMIN_SIGN_IN_PATH } from '../super-admin-paths';

/**
 * Lets only a platform administrator through. Nobody signed in goes to the platform sign-in; an
 * account of any other kind gets 'Acceso Restringido', naming the role it has and the one needed.
 */
export function SuperAdminGate({ children }: { children: (email: string) => ReactNode }) {
  const auth = useAuth();
  if (!auth.initialized) return <Loading className="min-h-dvh" />;
  if (!auth.user || !auth.profile) return <Navigate to={SUPER_ADMIN_SIGN_IN_PATH} replace />;
  if (!auth.isSuperAdmin) {
    return (
      <div className="flex min-h-dvh flex-col bg-bg-subtle">
        <SimpleHeader />
        <AccessRestricted currentRole={auth.profile.role} requiredRoles={['super_admin']} />
      </div>
    );
  }
  return children(auth.user.email);
}
