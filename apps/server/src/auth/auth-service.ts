import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { publicUrl, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import {
  authAccounts,
  authRateLimits,
  authSessions,
  authUsers,
  authVerifications,
} from '../db/schema/index.ts';
import type { Mailer } from '../email/mailer.ts';
import type { Logger } from '../platform/logger.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { ensureProfile } from './principal.ts';
import { trustedOrigins } from '../http/origin-check.ts';
import { CLIENT_ADDRESS_HEADER } from './client-address-header.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { withHashedSessionTokens } from './session-token-storage.ts';
import { composeResetPasswordMail } from './reset-password-mail.ts';
import { composeConfirmationMail } from './confirmation-mail.ts';
import { composeExistingAccountMail } from './existing-account-mail.ts';
import { askedLanguage, mailLanguageOf } from './mail-language.ts';
import { markAddressVerified } from './verified-account.ts';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const RESET_LINK_SECONDS = 60 * 60;
const CONFIRMATION_LINK_HOURS = 24;
/** Where a confirmed address lands, signed in: the step after registration in the web app. */
const CONFIRMED_ADDRESS_PATH = '/onboarding';
const SESSION_DAYS = 7;

interface AuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
}

function buildAuth(deps: AuthDeps, secret: string) {
  const baseURL = publicUrl(deps.config);
  return betterAuth({
    appName: 'Tera',
    baseURL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: (request) => trustedOrigins(deps.config, request?.url),
    database: withHashedSessionTokens(
      drizzleAdapter(deps.database.db, {
        provider: 'pg',
        schema: {
          user: authUsers,
          session: authSessions,
          account: authAccounts,
          verification: authVerifications,
          rateLimit: authRateLimits,
        },
      }),
    ),
    // Reset links and other one-time values are kept as hashes too, like session tokens.
    verification: { storeIdentifier: 'hashed' },
    // Listing and revoking single sessions hand stored tokens back, which are hashes here; Tera
    // signs a person out everywhere instead (`auth/end-sessions.ts`).
    disabledPaths: ['/list-sessions', '/revoke-session', '/revoke-other-sessions'],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }, request) {
        const language = await mailLanguageOf(deps.database.db, user.id, request);
        const link = `${baseURL}/reset-password?token=${encodeURIComponent(token)}`;
        await deps.mailer.send(composeResetPasswordMail({ to: user.email, name: user.name, link, language }));
      },
      // The reset link reached the address, which proves it as well as a confirmation link would.
      onPasswordReset: ({ user }) => markAddressVerified(deps.database.db, user.id),
      // Sign-up then answers a known address exactly as a new one, with no session either way;
      // only the address's owner learns, by mail, that someone tried.
      requireEmailVerification: true,
      async onExistingUserSignUp({ user }) {
        const language = await mailLanguageOf(deps.database.db, user.id);
        await deps.mailer.send(
          composeExistingAccountMail({
            to: user.email,
            name: user.name,
            signInLink: `${baseURL}/auth`,
            resetLink: `${baseURL}/reset-password`,
            language,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_HOURS * 60 * 60,
      async sendVerificationEmail({ user, url }, request) {
        // Every link lands on the same next step, whatever destination a client asked for.
        const link = new URL(url);
        link.searchParams.set('callbackURL', CONFIRMED_ADDRESS_PATH);
        const language = await mailLanguageOf(deps.database.db, user.id, request);
        await deps.mailer.send(
          composeConfirmationMail({
            to: user.email,
            name: user.name,
            link: link.toString(),
            validHours: CONFIRMATION_LINK_HOURS,
            language,
          }),
        );
      },
    },
    databaseHooks: {
      // Every new account gets its profile at once; reading one still creates it if it went missing.
      user: {
        create: {
          after: (user, context) =>
            ensureProfile(
              deps.database.db,
              user,
              askedLanguage(context?.headers ?? context?.request?.headers),
            ),
        },
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // A backstop only: Tera's own limits count sign-ins per address and account (auth-routes.ts).
        '/sign-in/email': { window: 60, max: 300 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
      },
    },
    advanced: {
      // better-auth turns these off by itself when NODE_ENV is test; Tera's checks never depend on
      // the mode it runs in.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Our own middleware sets this header from the connection (or a trusted proxy), replacing
      // anything a client sent, so better-auth's limiter keys on the real caller.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    logger: {
      log: (level, message) => {
        if (level === 'error') deps.logger.error({ auth: message }, 'auth');
        else if (level === 'warn') deps.logger.warn({ auth: message }, 'auth');
      },
    },
  });
}

export type Auth = ReturnType<typeof buildAuth>;

export interface AuthService {
  /** The auth instance, built once the database can give it its secret. */
  get(): Promise<Auth>;
  /** The secret session cookies are signed with (after `get` has resolved it). */
  secret(): Promise<string>;
}

export function createAuthService(deps: AuthDeps): AuthService {
  let building: Promise<Auth> | undefined;
  let secret: string | undefined;
  const service: AuthService = {
    async secret() {
      await service.get();
      return secret!;
    },
    get() {
      building ??= resolveAuthSecret(deps.database.db, deps.config.AUTH_SECRET)
        .then((resolved) => {
          secret = resolved;
          return buildAuth(deps, resolved);
        })
        .catch((error: unknown) => {
          // A database that was down must not poison every later attempt.
          building = undefined;
          throw error;
        });
      return building;
    },
  };
  return service;
}
