import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { describeRefusal, type RefusalReason } from '@tera/domain';
import type { AppEnv } from '../http/app-env.ts';
import { AppError } from '../http/app-error.ts';
import { rateLimitedRefusal } from '../http/rate-limit.ts';
import { clientAddress } from '../http/client-address.ts';
import { refuseNulCharacters } from '../http/nul-characters.ts';
import type { ServerMessageKey } from '../http/server-messages.ts';
import { consumeRateLimit, type RateLimitRule } from '../modules/rate-limit/consume-rate-limit.ts';
import { CLIENT_ADDRESS_HEADER } from './client-address-header.ts';
import { isKnownDevice, knownDeviceCookie } from './known-device.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { publicUrl } from '../config.ts';
import { refusePasswordWhereOff } from '../modules/single-sign-on/password-sign-in.ts';

const MINUTE = 60_000;

/**
 * Per client address, and per account so a spread-out attack on one person is slowed too.
 * Sign-in is also counted per address and account together, and its per-address ceiling is far
 * higher: a whole office signs in from one address at nine, and one guesser there must not lock
 * out the rest, nor its target's owner elsewhere. A browser the owner has signed in from before
 * is held to its own pair's count only.
 */
export const AUTH_LIMITS: Record<
  'sign-in' | 'sign-up' | 'password-reset' | 'confirmation-mail',
  { client: RateLimitRule; account: RateLimitRule; pair?: RateLimitRule }
> = {
  'sign-in': {
    client: { limit: 300, windowMs: 5 * MINUTE },
    pair: { limit: 10, windowMs: 15 * MINUTE },
    account: { limit: 50, windowMs: 15 * MINUTE },
  },
  'sign-up': { client: { limit: 10, windowMs: 10 * MINUTE }, account: { limit: 5, windowMs: 60 * MINUTE } },
  'password-reset': {
    client: { limit: 10, windowMs: 10 * MINUTE },
    account: { limit: 3, windowMs: 60 * MINUTE },
  },
  'confirmation-mail': {
    client: { limit: 10, windowMs: 10 * MINUTE },
    account: { limit: 3, windowMs: 60 * MINUTE },
  },
};

type LimitedAction = keyof typeof AUTH_LIMITS;

const ACCOUNT_LIMIT_MESSAGE: Record<LimitedAction, ServerMessageKey> = {
  'sign-in': 'tooManySignInAttempts',
  'sign-up': 'tooManySignUpAttempts',
  'password-reset': 'tooManyResetRequests',
  'confirmation-mail': 'tooManyConfirmationMails',
};

async function emailOf(c: Context<AppEnv>): Promise<string | null> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === 'string' ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

function limited(action: LimitedAction) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { deps } = c.var;
    const now = deps.clock.now();
    const rules = AUTH_LIMITS[action];
    const address = clientAddress(c, deps.config.TRUST_PROXY);
    const checks: [string, RateLimitRule, string][] = [
      [`auth:${action}:client:${address}`, rules.client, describeRefusal('RATE_LIMITED', c.var.language)],
    ];
    const email = await emailOf(c);
    if (email) {
      const accountMessage = c.var.t(ACCOUNT_LIMIT_MESSAGE[action]);
      if (rules.pair)
        checks.push([`auth:${action}:account:${email}:from:${address}`, rules.pair, accountMessage]);
      const ownersBrowser =
        action === 'sign-in' && isKnownDevice(c.req.header('cookie'), await deps.auth.secret(), email);
      if (!ownersBrowser) checks.push([`auth:${action}:account:${email}`, rules.account, accountMessage]);
    }
    for (const [key, rule, message] of checks) {
      const decision = await consumeRateLimit(deps.database.db, key, rule, now);
      if (!decision.allowed) {
        throw rateLimitedRefusal(message, decision.retryAfterSeconds);
      }
    }
    await next();
  });
}

/** The provider's codes Tera tells apart keep their word; every other is one general refusal. */
const PROVIDER_REASONS = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'INVALID_TOKEN',
] as const satisfies readonly RefusalReason[];

function providerReason(authCode: string | undefined): RefusalReason {
  return PROVIDER_REASONS.find((known) => known === authCode) ?? 'AUTH_ERROR';
}

/** better-auth's error codes, as our error body says them, in the reader's language. */
function translateAuthError(c: Context<AppEnv>, response: Response, authCode: string | undefined): AppError {
  const { status } = response;
  const { language } = c.var;
  if (status === 429) {
    // better-auth says when to come back in its own header; clients read the standard one.
    const retryAfter = Number(response.headers.get('x-retry-after'));
    return rateLimitedRefusal(
      describeRefusal('RATE_LIMITED', language),
      Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 60,
    );
  }
  const reason = providerReason(authCode);
  if (reason === 'INVALID_EMAIL_OR_PASSWORD')
    return new AppError('UNAUTHORIZED', { status: 401, reason, message: describeRefusal(reason, language) });
  if (reason === 'EMAIL_NOT_VERIFIED')
    return new AppError('UNAUTHORIZED', { status: 403, reason, message: describeRefusal(reason, language) });
  if (reason === 'PASSWORD_TOO_SHORT' || reason === 'PASSWORD_TOO_LONG')
    return new AppError('VALIDATION_ERROR', {
      reason,
      message: describeRefusal(reason, language),
      fields: { password: ['validation.passwordLength'] },
    });
  if (reason === 'INVALID_TOKEN')
    return new AppError('VALIDATION_ERROR', { reason, message: describeRefusal(reason, language) });
  if (status === 401) return new AppError('SESSION_EXPIRED', { reason });
  if (status === 415) return new AppError('VALIDATION_ERROR', { status, reason: 'UNSUPPORTED_MEDIA_TYPE' });
  if (status === 403) return new AppError('UNAUTHORIZED', { reason });
  if (status === 404) return new AppError('RECORD_NOT_FOUND', { reason });
  return new AppError('VALIDATION_ERROR', { status: status >= 400 && status < 500 ? status : 400, reason });
}

const CHANGE_PASSWORD_PATH = '/api/auth/change-password';
const SIGN_IN_PATH = '/api/auth/sign-in/email';

/** A successful sign-in marks the browser as one its owner uses (see `AUTH_LIMITS`). */
async function rememberDevice(c: Context<AppEnv>, response: Response): Promise<Response> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { email?: unknown } } | null;
  const email = body?.user?.email;
  if (typeof email !== 'string') return response;
  const headers = new Headers(response.headers);
  const secure = c.req.url.startsWith('https://') || publicUrl(c.var.deps.config).startsWith('https://');
  headers.append(
    'set-cookie',
    knownDeviceCookie(await c.var.deps.auth.secret(), email.toLowerCase(), secure),
  );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Where each account route carries the password it would set. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  '/api/auth/sign-up/email': 'password',
  '/api/auth/reset-password': 'newPassword',
  [CHANGE_PASSWORD_PATH]: 'newPassword',
};

/** A password from the lists attackers try first is refused wherever one is set. */
async function refuseCommonNewPassword(c: Context<AppEnv>, body: unknown): Promise<void> {
  const field = NEW_PASSWORD_FIELDS[c.req.path];
  const password =
    field && typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : null;
  if (typeof password === 'string') await refuseCommonPassword(password, c.var.language);
}

/**
 * The body passed on to better-auth. A new password ends every other session of the person,
 * whatever the client asked: whoever knew the old one must not stay signed in elsewhere. Text
 * with a NUL character is refused as invalid, as every other route's input is.
 */
async function bodyFor(c: Context<AppEnv>): Promise<string> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: better-auth refuses it as it would any malformed body.
    return text;
  }
  refuseNulCharacters(body);
  await refuseCommonNewPassword(c, body);
  if (
    c.req.path === CHANGE_PASSWORD_PATH &&
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body)
  )
    return JSON.stringify({ ...body, revokeOtherSessions: true });
  return text;
}

/**
 * better-auth at /api/auth/*, behind our limits. It learns the caller's address from a header
 * we set (replacing any a client sent), and its errors leave in our error shape.
 */
export const authRoutes = new Hono<AppEnv>()
  .use('/sign-in/email', limited('sign-in'))
  .use('/sign-in/email', refusePasswordWhereOff)
  .use('/sign-up/email', limited('sign-up'))
  .use('/request-password-reset', limited('password-reset'))
  .use('/send-verification-email', limited('confirmation-mail'))
  .on(['GET', 'POST'], '/*', async (c) => {
    const { deps } = c.var;
    const auth = await deps.auth.get();
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, deps.config.TRUST_PROXY));
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const request = new Request(c.req.url, {
      method: c.req.method,
      headers,
      ...(hasBody ? { body: await bodyFor(c) } : {}),
    });
    const response = await auth.handler(request);
    if (response.status < 400) return c.req.path === SIGN_IN_PATH ? rememberDevice(c, response) : response;
    const payload = (await response.json().catch(() => ({}))) as { code?: string };
    throw translateAuthError(c, response, payload.code);
  });
