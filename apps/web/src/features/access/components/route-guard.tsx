import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { hasRole, missingPermissions } from '@tera/domain';
import { Loading } from '../../../components/ui/loading';
import { useAuth } from '../../auth/hooks/auth-context';
import { signInPathFrom } from '../../auth/return-path';
import { CheckinPromptGuard } from '../../checkin/components/checkin-prompt-guard';
import { AccessRestricted, InsufficientPermissions } from './access-denied';

export interface RouteRequirements {
  requiredRoles?: readonly string[];
  requiredPermissions?: readonly string[];
  skipCheckinGuard?: boolean;
}

/**
 * Spec 1 §6 route guard: signed in with a profile, else to /auth remembering the origin; then the
 * roles and permissions the route asks for; then, unless skipped, the daily check-in prompt.
 */
export function RouteGuard({
  requiredRoles,
  requiredPermissions,
  skipCheckinGuard = false,
  children,
}: RouteRequirements & { children: ReactNode }) {
  const auth = useAuth();
  const { pathname, search } = useLocation();
  if (!auth.initialized) return <Loading />;
  if (!auth.profile) return <Navigate to={signInPathFrom(pathname, search)} replace />;
  if (requiredRoles && requiredRoles.length > 0 && !hasRole(auth.profile, requiredRoles)) {
    return <AccessRestricted currentRole={auth.profile.role} requiredRoles={requiredRoles} />;
  }
  const missing = missingPermissions(auth.profile, requiredPermissions ?? []);
  if (missing.length > 0) return <InsufficientPermissions missing={missing} />;
  return skipCheckinGuard ? children : <CheckinPromptGuard>{children}</CheckinPromptGuard>;
}
