import { useAuth } from '../../../lib/auth/auth-context';

/** Whose check-in this is: the signed-in person from the app's auth state, or null when nobody is. */
export function useCheckinUser(): { userId: string | null; isLoading: boolean } {
  const auth = useAuth();
  return { userId: auth.session?.userId ?? null, isLoading: !auth.initialized };
}
