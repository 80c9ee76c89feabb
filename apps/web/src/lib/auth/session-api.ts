import { isNoSessionRefusal, type Me } from '@tera/domain';
import { apiGet, apiPost } from '../api-client';
import { failureFacts } from '../api-error';

const schemas = () => import('../first-read-schemas');

export const authKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
  session: ['auth', 'session'] as const,
  lastKnown: ['auth', 'lastKnown'] as const,
};

/** The signed-in person, or null when nobody is; any other failure says nothing either way. */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiGet('/api/v1/me', () => schemas().then((loaded) => loaded.meSchema), { signal });
  } catch (error) {
    if (isNoSessionRefusal(failureFacts(error))) return null;
    throw error;
  }
}

/** better-auth's own session check; it also keeps an active session from expiring. */
export function getSession(signal?: AbortSignal) {
  return apiGet('/api/auth/get-session', () => schemas().then((loaded) => loaded.sessionSchema), { signal });
}

export function signInWithPassword(credentials: { email: string; password: string }) {
  return apiPost('/api/auth/sign-in/email', credentials, () =>
    schemas().then((loaded) => loaded.signedInSchema),
  );
}

/** Answers alike for a new and a known address, and signs nobody in: the mailed link does. */
export function signUpWithPassword(account: { name: string; email: string; password: string }) {
  return apiPost('/api/auth/sign-up/email', account, () =>
    schemas().then((loaded) => loaded.anyAnswerSchema),
  );
}

export function signOutOfSession() {
  return apiPost('/api/auth/sign-out', {}, () => schemas().then((loaded) => loaded.anyAnswerSchema));
}
