import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env.ts';
import { AppError } from '../http/app-error.ts';
import { clientAddress } from '../http/client-address.ts';
import type { ServerMessageKey } from '../http/server-messages.ts';
import { consumeRateLimit, type RateLimitRule } from '../modules/rate-limit/consume-rate-limit.ts';
import { CLIENT_ADDRESS_HEADER } from './client-address-header.ts';

const MINUTE = 60_000;

/** Per client address, and per account so a spread-out attack on one person is slowed too. */
export const AUTH_LIMITS = {
  'sign-in': { client: { limit: 20, windowMs: 5 * MINUTE }, account: { limit: 10, windowMs: 15 * MINUTE } },
  'sign-up': { client: { limit: 10, windowMs: 10 * MINUTE }, account: { limit: 5, windowMs: 60 * MINUTE } },
  'password-reset': {
    client: { limit: 10, windowMs: 10 * MINUTE },
    account: { limit: 3, windowMs: 60 * MINUTE },
  },
} satisfies Record<string, { client: RateLimitRule; account: RateLimitRule }>;

type LimitedAction = keyof typeof AUTH_LIMITS;

const ACCOUNT_LIMIT_MESSAGE: Record<LimitedAction, ServerMessageKey> = {
  'sign-in': 'tooManySignInAttempts',
  'sign-up': 'tooManySignUpAttempts',
  'password-reset': 'tooManyResetRequests',
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
    const checks: [string, RateLimitRule, ServerMessageKey][] = [
      [`auth:${action}:client:${clientAddress(c, deps.config.TRUST_PROXY)}`, rules.client, 'rateLimited'],
    ];
    const email = await emailOf(c);
    if (email) checks.push([`auth:${action}:account:${email}`, rules.account, ACCOUNT_LIMIT_MESSAGE[action]]);
    for (const [key, rule, message] of checks) {
      const decision = await consumeRateLimit(deps.database.db, key, rule, now);
      if (!decision.allowed) {
        throw new AppError('VALIDATION_ERROR', {
          status: 429,
          reason: 'RATE_LIMITED',
          message: c.var.t(message),
          retryAfterSeconds: decision.retryAfterSeconds,
        });
      }
    }
    await next();
  });
}

/** better-auth's error codes, as our error body says them, in the reader's language. */
function translateAuthError(c: Context<AppEnv>, response: Response, authCode: string | undefined): AppError {
  const { status } = response;
  const reason = authCode ?? 'AUTH_ERROR';
  if (status === 429) {
    // better-auth says when to come back in its own header; clients read the standard one.
    const retryAfter = Number(response.headers.get('x-retry-after'));
    return new AppError('VALIDATION_ERROR', {
      status,
      reason: 'RATE_LIMITED',
      message: c.var.t('rateLimited'),
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : 60,
    });
  }
  if (reason === 'INVALID_EMAIL_OR_PASSWORD')
    return new AppError('UNAUTHORIZED', { status: 401, reason, message: c.var.t('invalidCredentials') });
  if (reason.startsWith('USER_ALREADY_EXISTS'))
    return new AppError('VALIDATION_ERROR', {
      status: 409,
      reason: 'EMAIL_TAKEN',
      message: c.var.t('emailTaken'),
    });
  if (reason.startsWith('PASSWORD_TOO'))
    return new AppError('VALIDATION_ERROR', {
      reason,
      message: c.var.t('passwordRules'),
      fields: { password: ['validation.passwordLength'] },
    });
  if (reason === 'INVALID_TOKEN')
    return new AppError('VALIDATION_ERROR', { reason, message: c.var.t('resetLinkInvalid') });
  if (status === 401) return new AppError('UNAUTHORIZED', { status: 401, reason });
  if (status === 403) return new AppError('UNAUTHORIZED', { reason });
  if (status === 404) return new AppError('RECORD_NOT_FOUND', { reason });
  return new AppError('VALIDATION_ERROR', { status: status >= 400 && status < 500 ? status : 400, reason });
}

/**
 * better-auth at /api/auth/*, behind our limits. It learns the caller's address from a header
 * we set (replacing any a client sent), and its errors leave in our error shape.
 */
export const authRoutes = new Hono<AppEnv>()
  .use('/sign-in/email', limited('sign-in'))
  .use('/sign-up/email', limited('sign-up'))
  .use('/request-password-reset', limited('password-reset'))
  .on(['GET', 'POST'], '/*', async (c) => {
    const { deps } = c.var;
    const auth = await deps.auth.get();
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, deps.config.TRUST_PROXY));
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const request = new Request(c.req.url, {
      method: c.req.method,
      headers,
      ...(hasBody ? { body: await c.req.arrayBuffer() } : {}),
    });
    const response = await auth.handler(request);
    if (response.status < 400) return response;
    const payload = (await response.json().catch(() => ({}))) as { code?: string };
    throw translateAuthError(c, response, payload.code);
  });
