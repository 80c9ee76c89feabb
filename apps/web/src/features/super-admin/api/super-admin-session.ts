import { useMutation } from '@tanstack/react-query';
import type { Me } from '@tera/domain';
import { useAuth } from '../../../lib/auth/auth-context';

/** A correct password for an account that does not administer the platform. */
export class NotSuperAdminError extends Error {
  override readonly name = 'NotSuperAdminError';
}

/**
 * Signs in through the app's auth state, then looks at who that is: an account that is not a
 * platform administrator is signed out again at once, and the screen stays where it is to say so.
 */
export function useSuperAdminSignIn() {
  const auth = useAuth();
  return useMutation({
    mutationFn: async (credentials: { email: string; password: string }): Promise<Me> => {
      const me = await auth.signIn(credentials);
      if (me?.isSuperAdmin) return me;
      await auth.signOut({ stay: true });
      throw new NotSuperAdminError('Not a platform administrator');
    },
    // Credentials are never sent twice on their own.
    retry: false,
  });
}
