import { Outlet } from 'react-router';
import { AuthProvider } from '../../../lib/auth/auth-context';

/** Sign-in, registration and onboarding share the auth state, outside the app's frame. */
export function AuthLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
