import { createHmac, timingSafeEqual } from 'node:crypto';

const COOKIE_NAMES = ['__Secure-better-auth.session_token', 'better-auth.session_token'];

/**
 * The session token from better-auth's signed cookie, or null when it is absent or its signature
 * does not match: the same check better-auth makes, done here so a request needs one query.
 */
export function sessionTokenFromCookie(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!COOKIE_NAMES.includes(name)) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot <= 0) return null;
    const token = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }
  return null;
}

/** Whether a request carries a session cookie at all, signed or not: enough to choose a page by. */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((part) => COOKIE_NAMES.includes(part.slice(0, part.indexOf('=')).trim()));
}

/**
 * The Set-Cookie value for a session made outside the auth library's own endpoints (single
 * sign-on): the same name, signature and attributes its own sign-in sets, so it reads it back.
 */
export function sessionCookie(
  token: string,
  secret: string,
  options: { secure: boolean; maxAgeSeconds: number },
): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  const name = options.secure ? COOKIE_NAMES[0] : COOKIE_NAMES[1];
  return [
    `${name}=${encodeURIComponent(`${token}.${signature}`)}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
