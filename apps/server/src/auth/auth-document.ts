import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tera/domain';
import type { AppEnv } from '../http/app-env.ts';
import { errorResponse } from '../http/openapi-responses.ts';

/**
 * The account routes better-auth serves at /api/auth behind our wrapper (`auth-routes.ts`),
 * described as the wrapper answers them: better-auth's bodies on success, our error body on
 * failure. Only the routes the app uses are promised; better-auth answers others it knows.
 */

const tags = ['accounts'];
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { ...json(schema), required: true } });
const withOrigin = [{ trustedOrigin: [] }];
const signedInWithOrigin = [{ sessionCookie: [], trustedOrigin: [] }];

const password = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const setsSession = {
  'Set-Cookie': {
    description:
      'The session cookie (`better-auth.session_token`, `__Secure-better-auth.session_token` on https)',
    schema: { type: 'string' as const },
  },
};

const userSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('AccountUser');

const sessionSchema = z
  .object({
    id: z.string(),
    token: z.string(),
    userId: z.string(),
    expiresAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    ipAddress: z.string().nullable().optional(),
    userAgent: z.string().nullable().optional(),
  })
  .openapi('AccountSession');

const accountResult = z.object({ token: z.string().nullable(), user: userSchema });

const signUp = createRoute({
  method: 'post',
  path: '/sign-up/email',
  operationId: 'signUpWithEmail',
  summary:
    'Create an account with e-mail and password, to be confirmed by the link mailed to it; signs nobody in',
  tags,
  security: withOrigin,
  request: { ...jsonBody(z.object({ name: z.string().min(1), email: z.email(), password })) },
  responses: {
    200: {
      description:
        'The same answer whether or not the e-mail has an account, and no session either way: a new ' +
        "address is mailed a confirmation link, a known one's owner a notice that someone tried",
      ...json(z.object({ token: z.null(), user: userSchema })),
    },
    400: errorResponse(
      'Invalid fields (reasons PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON, AUTH_ERROR)',
    ),
    429: errorResponse('Too many sign-ups from this client or for this e-mail (reason RATE_LIMITED)'),
  },
});

const sendConfirmationLink = createRoute({
  method: 'post',
  path: '/send-verification-email',
  operationId: 'sendConfirmationLink',
  summary: 'Mail a new confirmation link, when an unconfirmed account has this e-mail',
  tags,
  security: withOrigin,
  request: { ...jsonBody(z.object({ email: z.email() })) },
  responses: {
    200: {
      description: 'The same answer whether or not such an account exists',
      ...json(z.object({ status: z.boolean() })),
    },
    400: errorResponse(
      'Invalid e-mail, or, with a session, an e-mail not its own or already confirmed (reason AUTH_ERROR)',
    ),
    429: errorResponse('Too many requests from this client or for this e-mail (reason RATE_LIMITED)'),
  },
});

const openConfirmationLink = createRoute({
  method: 'get',
  path: '/verify-email',
  operationId: 'openConfirmationLink',
  summary:
    "A confirmation link's landing: confirms the address, signs its person in and goes on to callbackURL",
  tags,
  security: [{}],
  request: { query: z.object({ token: z.string(), callbackURL: z.string() }) },
  responses: {
    302: {
      description:
        'On to callbackURL: signed in with a new session cookie when the link is good; with ' +
        'error=INVALID_TOKEN, TOKEN_EXPIRED or USER_NOT_FOUND when it is not. An address already ' +
        'confirmed goes on without a new session.',
      headers: {
        Location: { required: true, schema: { type: 'string' as const } },
        ...setsSession,
      },
    },
    403: errorResponse('callbackURL names a site other than the app (reason AUTH_ERROR)'),
  },
});

const signIn = createRoute({
  method: 'post',
  path: '/sign-in/email',
  operationId: 'signInWithEmail',
  summary: 'Sign in with e-mail and password',
  tags,
  security: withOrigin,
  request: {
    ...jsonBody(
      z.object({
        email: z.email(),
        password: z.string(),
        rememberMe: z.boolean().optional(),
        callbackURL: z.string().optional(),
      }),
    ),
  },
  responses: {
    200: {
      description: 'Signed in',
      headers: setsSession,
      ...json(
        z.object({
          redirect: z.boolean(),
          token: z.string(),
          url: z.string().nullable().optional(),
          user: userSchema,
        }),
      ),
    },
    400: errorResponse('Invalid fields (reason AUTH_ERROR)'),
    401: errorResponse('Wrong e-mail or password (reason INVALID_EMAIL_OR_PASSWORD)', ['UNAUTHORIZED']),
    403: errorResponse(
      'The right password, but the e-mail is not confirmed yet: a new confirmation link is mailed ' +
        '(reason EMAIL_NOT_VERIFIED)',
      ['UNAUTHORIZED'],
    ),
    429: errorResponse('Too many attempts from this client or for this account (reason RATE_LIMITED)'),
  },
});

const signOut = createRoute({
  method: 'post',
  path: '/sign-out',
  operationId: 'signOut',
  summary: "End the caller's session and clear its cookie",
  tags,
  security: signedInWithOrigin,
  request: { ...jsonBody(z.object({})) },
  responses: {
    200: {
      description: 'Signed out; the same answer without a session',
      ...json(z.object({ success: z.boolean() })),
    },
  },
});

const requestPasswordReset = createRoute({
  method: 'post',
  path: '/request-password-reset',
  operationId: 'requestPasswordReset',
  summary: 'Mail a password reset link, when an account has this e-mail',
  tags,
  security: withOrigin,
  request: { ...jsonBody(z.object({ email: z.email(), redirectTo: z.string().optional() })) },
  responses: {
    200: {
      description: 'The same answer whether or not the account exists',
      ...json(z.object({ status: z.boolean(), message: z.string() })),
    },
    400: errorResponse('Invalid e-mail (reason AUTH_ERROR)'),
    429: errorResponse('Too many requests from this client or for this e-mail (reason RATE_LIMITED)'),
  },
});

const resetPassword = createRoute({
  method: 'post',
  path: '/reset-password',
  operationId: 'resetPassword',
  summary: "Set a new password with a reset link's token; ends every session of the person",
  tags,
  security: withOrigin,
  request: { ...jsonBody(z.object({ newPassword: password, token: z.string() })) },
  responses: {
    200: { description: 'Password changed', ...json(z.object({ status: z.boolean() })) },
    400: errorResponse('Token unknown or expired (reason INVALID_TOKEN), or the password length'),
    429: errorResponse('Too many attempts from this client (reason RATE_LIMITED)'),
  },
});

const openResetLink = createRoute({
  method: 'get',
  path: '/reset-password/{token}',
  operationId: 'openPasswordResetLink',
  summary: "A reset link's landing: on to callbackURL with the token, or with error=INVALID_TOKEN",
  tags,
  security: [{}],
  request: {
    params: z.object({ token: z.string() }),
    query: z.object({ callbackURL: z.string() }),
  },
  responses: {
    302: {
      description: 'On to callbackURL',
      headers: { Location: { required: true, schema: { type: 'string' as const } } },
    },
    403: errorResponse('callbackURL names a site other than the app (reason AUTH_ERROR)'),
  },
});

const changePassword = createRoute({
  method: 'post',
  path: '/change-password',
  operationId: 'changePassword',
  summary: "Change the caller's password; every other session of theirs ends, whatever was asked",
  tags,
  security: signedInWithOrigin,
  request: {
    ...jsonBody(
      z.object({
        currentPassword: z.string(),
        newPassword: password,
        revokeOtherSessions: z.boolean().optional(),
      }),
    ),
  },
  responses: {
    200: { description: 'Password changed', headers: setsSession, ...json(accountResult) },
    400: errorResponse('Wrong current password, or the new one of the wrong length'),
    401: errorResponse('No session'),
  },
});

const getSession = createRoute({
  method: 'get',
  path: '/get-session',
  operationId: 'getSession',
  summary: "The caller's session and account, or null without one",
  tags,
  security: [{ sessionCookie: [] }, {}],
  responses: {
    200: {
      description: 'The session, or null',
      ...json(z.object({ session: sessionSchema, user: userSchema }).nullable()),
    },
  },
});

/** better-auth's own limiter counts every route, so any of them may answer 429. */
const LIMITED_BY_BETTER_AUTH = 'Too many requests from this client (reason RATE_LIMITED)';

export function authOperations(): OpenAPIHono<AppEnv> {
  const document = new OpenAPIHono<AppEnv>();
  for (const route of [
    signUp,
    sendConfirmationLink,
    openConfirmationLink,
    signIn,
    signOut,
    requestPasswordReset,
    resetPassword,
    openResetLink,
    changePassword,
    getSession,
  ]) {
    document.openAPIRegistry.registerPath({
      ...route,
      responses: { 429: errorResponse(LIMITED_BY_BETTER_AUTH), ...route.responses },
    });
  }
  return document;
}
