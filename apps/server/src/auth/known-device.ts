import { createHmac, timingSafeEqual } from 'node:crypto';

const COOKIE_NAME = 'tera_known_device';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function proofFor(secret: string, email: string): Buffer {
  return createHmac('sha256', secret).update(`known-device:${email}`).digest();
}

/**
 * Whether this browser has signed in to the account before. Guessing at an account from other
 * addresses must slow the guesser, not lock its owner out: a browser the owner has used keeps its
 * own, per-address limit only.
 */
export function isKnownDevice(cookieHeader: string | undefined, secret: string, email: string): boolean {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name !== COOKIE_NAME || !value) continue;
    const given = Buffer.from(value, 'base64url');
    const expected = proofFor(secret, email);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  return false;
}

/** The cookie that marks this browser as one the account's owner signed in from. */
export function knownDeviceCookie(secret: string, email: string, secure: boolean): string {
  const value = proofFor(secret, email).toString('base64url');
  return [
    `${COOKIE_NAME}=${value}`,
    'Path=/api/auth',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
