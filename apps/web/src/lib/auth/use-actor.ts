import { useMemo } from 'react';
import type { Actor } from '@tera/domain';
import { useAuth } from './auth-context';

/**
 * The signed-in person as the shared record rules see them, built from the /me answer as the
 * server builds it from its session; null until someone is signed in. The company is the one /me
 * names, which the server gives only while that company is active, as its own rules read it.
 */
export function useActor(): Actor | null {
  const { user, profile, company, isSuperAdmin } = useAuth();
  return useMemo(
    () =>
      user && profile
        ? {
            userId: profile.id,
            email: user.email,
            role: profile.role,
            companyId: company?.id ?? null,
            isSuperAdmin,
          }
        : null,
    [user, profile, company, isSuperAdmin],
  );
}
