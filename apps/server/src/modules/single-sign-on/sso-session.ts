import type { AuthService } from '../../auth/auth-service.ts';
import { sessionCookie } from '../../auth/session-cookie.ts';

/**
 * A session for a person the identity provider vouched for, made by the auth library as for any
 * sign-in (its token kept hashed like every other), and the cookie that carries it.
 */
export async function startSession(
  auth: AuthService,
  userId: string,
  request: { ipAddress: string; userAgent: string | undefined },
  secure: boolean,
): Promise<string> {
  const context = await (await auth.get()).$context;
  const session = await context.internalAdapter.createSession(userId, false, {
    ipAddress: request.ipAddress,
    userAgent: request.userAgent ?? '',
  });
  return sessionCookie(session.token, await auth.secret(), {
    secure,
    maxAgeSeconds: Math.round((session.expiresAt.getTime() - Date.now()) / 1000),
  });
}
