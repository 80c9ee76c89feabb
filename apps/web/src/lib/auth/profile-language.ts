import type { QueryClient } from '@tanstack/react-query';
import type { Me, SupportedLanguage } from '@tera/domain';
import { apiPatch } from '../api-client';
import { authKeys } from './session-api';

/** Who this device has signed in: the server's latest answer, else the last person it named. */
function signedInPerson(queryClient: QueryClient): Me | null {
  const me = queryClient.getQueryData<Me | null>(authKeys.me);
  return me === undefined ? (queryClient.getQueryData<Me>(authKeys.lastKnown) ?? null) : me;
}

/**
 * A signed-in person's choice of language is theirs, not only this device's: their profile keeps it,
 * so the mails the server writes them (a password reset, the invitations they send) come in it too.
 */
export async function keepLanguageInProfile(
  queryClient: QueryClient,
  language: SupportedLanguage,
): Promise<void> {
  const person = signedInPerson(queryClient);
  if (!person || person.profile.language === language) return;
  // The language switch is on the public pages too, which do not load the profile's schema first.
  const { profile } = await apiPatch('/api/v1/me/profile', { language }, () =>
    import('../first-read-schemas').then((loaded) => loaded.savedProfileSchema),
  );
  for (const key of [authKeys.me, authKeys.lastKnown]) {
    queryClient.setQueryData<Me | null>(key, (current) => (current ? { ...current, profile } : current));
  }
}
