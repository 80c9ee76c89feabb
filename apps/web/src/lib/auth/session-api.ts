import { isNoSessionRefusal, meSchema, type Me } from '@tera/domain';
import { z } from 'zod';
import { apiGet, apiPost } from '../api-client';
import { failureFacts } from '../api-error';

const signedInSchema = z.object({ user: z.object({ id: z.string() }) });
const sessionSchema = z.object({ user: z.object({ id: z.string().min(1) }) }).nullable();

export const authKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
  session: ['auth', 'session'] as const,
  lastKnown: ['auth', 'lastKnown'] as const,
};

/** The signed-in person, or null when nobody is; any other failure says nothing either way. */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await apiGet('/api/v1/me', meSchema, { signal });
  } catch (error) {
    if (isNoSessionRefusal(failureFacts(error))) return null;
    throw error;
  }
}

/** better-auth's own session check; it also keeps an active session from expiring. */
export function getSession(signal?: AbortSignal) {
  return apiGet('/api/auth/get-session', sessionSchema, { signal });
}

export function signInWithPassword(credentials: { email: string; password: string }) {
  return apiPost('/api/auth/sign-in/email', credentials, signedInSchema);
}

/** Answers alike for a new and a known address, and signs nobody in: the mailed link does. */
export function signUpWithPassword(account: { name: string; email: string; password: string }) {
  return apiPost('/api/auth/sign-up/email', account, z.unknown());
}

export function signOutOfSession() {
  return apiPost('/api/auth/sign-out', {}, z.unknown());
}
