import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ADMIN_ROLES, hasRole, missingPermissions } from '@tera/domain';
import { FullPageError } from '../components/errors/full-page-error';
import { Loading } from '../components/ui/loading';
import { useAuth } from '../lib/auth/auth-context';
import { signInRoute } from '../lib/auth/sign-in-arrival';
import { CheckinPromptGuard } from '../features/checkin/components/checkin-prompt-guard';
import {
  AccessRestricted,
  InsufficientPermissions,
  type RoleRefusal,
} from '../components/access/access-denied';

export interface RouteRequirements {
  /** The company's admin pages: the roles holding the admin permission. */
  forCompanyAdmins?: boolean;
  /** How a refusal by role is worded: 'Acceso Restringido' unless the page's spec says otherwise. */
  refusal?: RoleRefusal;
  requiredRoles?: readonly string[];
  requiredPermissions?: readonly string[];
  skipCheckinGuard?: boolean;
}

/**
 * The route guard: signed in with a profile, else to /auth remembering the origin (and saying why,
 * when a session has just ended); then the roles and permissions the route asks for; then, unless
 * skipped, the daily check-in prompt. A server that cannot say who is signed in is an error to try
 * again, never a sign-out.
 */
export function RouteGuard({
  forCompanyAdmins = false,
  refusal,
  requiredRoles: listedRoles,
  requiredPermissions,
  skipCheckinGuard = false,
  children,
}: RouteRequirements & { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  if (!auth.initialized) return <Loading />;
  if (auth.failure) return <FullPageError error={auth.failure} />;
  if (!auth.profile) {
    const { to, state } = signInRoute(auth.sessionEnd, location);
    return <Navigate to={to} state={state} replace />;
  }
  const requiredRoles = forCompanyAdmins ? ADMIN_ROLES : listedRoles;
  if (requiredRoles && requiredRoles.length > 0 && !hasRole(auth.profile, requiredRoles)) {
    return (
      <AccessRestricted currentRole={auth.profile.role} requiredRoles={requiredRoles} wording={refusal} />
    );
  }
  const missing = missingPermissions(auth.profile, requiredPermissions ?? []);
  if (missing.length > 0) return <InsufficientPermissions missing={missing} />;
  return skipCheckinGuard ? children : <CheckinPromptGuard>{children}</CheckinPromptGuard>;
}
