import { eq } from 'drizzle-orm';
import { normaliseLanguage, type Language } from '@tera/domain';
import type { Db } from '../db/database.ts';
import { userProfiles } from '../db/schema/index.ts';

/** The language a request asked in: the web app sends its own in Accept-Language. */
export function askedLanguage(headers: Headers | undefined): Language {
  return normaliseLanguage(headers?.get('accept-language')?.split(',')[0]?.split(';')[0]);
}

/**
 * The language of a mail to a person: the one their profile keeps from sign-up. The request's
 * counts only while there is no profile; a mail about someone else's attempt is never written in
 * that someone's language.
 */
export async function mailLanguageOf(db: Db, userId: string, request?: Request): Promise<Language> {
  const [profile] = await db
    .select({ language: userProfiles.language })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId));
  return profile ? normaliseLanguage(profile.language) : askedLanguage(request?.headers);
}
