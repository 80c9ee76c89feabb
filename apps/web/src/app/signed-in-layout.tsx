import { Outlet, useMatches } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-context';
import { RouteGuard, type RouteRequirements } from './route-guard';
import { CompanyProvider } from '../lib/company/company-context';
import { AppShell } from '../features/app-shell/components/app-shell';
import { UsageCapture } from '../lib/usage/usage-capture';

/** The deepest route's requirements win, so a page can ask for more than its section. */
function useRouteRequirements(): RouteRequirements {
  const matches = useMatches();
  const requirements: RouteRequirements = {};
  for (const match of matches)
    Object.assign(requirements, (match.handle as RouteRequirements | undefined) ?? {});
  return requirements;
}

/** Every page that needs a signed-in person: auth state, company, the guard, then the app's frame. */
export function SignedInLayout() {
  return (
    <AuthProvider>
      <CompanyProvider>
        <GuardedShell />
      </CompanyProvider>
    </AuthProvider>
  );
}

function GuardedShell() {
  const requirements = useRouteRequirements();
  return (
    <>
      <UsageCapture />
      <RouteGuard {...requirements}>
        <AppShell>
          <Outlet />
        </AppShell>
      </RouteGuard>
    </>
  );
}
