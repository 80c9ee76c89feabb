import { z } from 'zod';
import { ssoStartedSchema } from '@tera/domain';
import { apiGet, apiPatch, apiPost } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  return apiPost('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' }, z.unknown());
}

/** Another confirmation link for an unconfirmed account; the same answer for any address. */
export function resendConfirmation(email: string) {
  return apiPost('/api/auth/send-verification-email', { email }, z.unknown());
}

export function resetPassword(token: string, newPassword: string) {
  return apiPost('/api/auth/reset-password', { token, newPassword }, z.unknown());
}

export function updateProfile(changes: Record<string, unknown>) {
  return apiPatch('/api/v1/me/profile', changes, z.unknown());
}

const availabilitySchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  problem: z.string().nullable(),
});

export function checkSlug(slug: string, signal?: AbortSignal) {
  return apiGet(`/api/v1/companies/slug-availability?slug=${encodeURIComponent(slug)}`, availabilitySchema, {
    signal,
  });
}

export function createCompany(company: {
  name: string;
  slug: string;
  industry: string;
  employeeCountRange: string;
  timeZone: string;
}) {
  return apiPost('/api/v1/companies', company, z.object({ company: z.object({ slug: z.string() }) }));
}

/** Where to send the browser to sign in through the provider of the address's company. */
export function startSingleSignOn(email: string) {
  return apiPost('/api/v1/sso/start', { email }, ssoStartedSchema);
}
