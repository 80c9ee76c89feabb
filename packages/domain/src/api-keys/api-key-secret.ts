/**
 * A key as its holder sends it: `tera_` and 43 characters of base64url (32 random bytes). The
 * prefix lets secret scanners recognise a leaked key; the first characters after it are kept in
 * the clear so a key can be told apart in lists without keeping the key.
 */
export const API_KEY_PREFIX = 'tera_';
export const API_KEY_SECRET_LENGTH = API_KEY_PREFIX.length + 43;
export const API_KEY_HINT_LENGTH = 8;

const KEY_PATTERN = /^tera_[A-Za-z0-9_-]{43}$/;

export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** The part of a key shown in lists, which identifies it to a person but cannot be used. */
export function apiKeyHint(secret: string): string {
  return secret.slice(0, API_KEY_PREFIX.length + API_KEY_HINT_LENGTH);
}
