import type { Me } from '@tera/domain';

/** Only a path inside this app may be returned to after sign-in, never another site. */
export function safeReturnPath(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/auth')) return null;
  return from;
}

/** Where a person goes after signing in when they came from nowhere in particular. */
export function homeFor(me: Me | null): string {
  if (!me) return '/auth';
  if (me.isSuperAdmin && !me.company) return '/super-admin/dashboard';
  if (!me.profile.onboardedAt) return '/onboarding';
  return '/dashboard';
}

export function signInPathFrom(pathname: string, search: string): string {
  return `/auth?from=${encodeURIComponent(`${pathname}${search}`)}`;
}
