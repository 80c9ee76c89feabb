import { signInPathFrom } from './return-path';

/** Why a session ended: the person signed out, or it lapsed (ended elsewhere, expired, revoked). */
export type SessionEnd = 'signedOut' | 'expired';

/** What /auth is told on arrival, so it can say why the person is there. */
export interface SignInArrival {
  sessionExpired?: boolean;
  signedOut?: boolean;
  confirmationFailed?: boolean;
}

export const SESSION_EXPIRED_STATE = { sessionExpired: true } as const;
export const SIGNED_OUT_STATE = { signedOut: true } as const;
export const CONFIRMATION_FAILED_STATE = { confirmationFailed: true } as const;

/**
 * Where to sign in from `here` once nobody is, and why. After signing out it is plain /auth;
 * otherwise /auth remembers the page, so signing in again returns there. Every way of leaving a
 * page for sign-in asks this, so whichever navigation lands last carries the reason.
 */
export function signInRoute(
  end: SessionEnd | null,
  { pathname, search }: { pathname: string; search: string },
): { to: string; state: SignInArrival | undefined } {
  if (end === 'signedOut') return { to: '/auth', state: SIGNED_OUT_STATE };
  return {
    to: signInPathFrom(pathname, search),
    state: end === 'expired' ? SESSION_EXPIRED_STATE : undefined,
  };
}
