import { createMiddleware } from 'hono/factory';
import { describeRefusal } from '@tera/domain';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { usableConnectionForEmail } from './sso-sign-in.ts';

/**
 * Where a company has turned passwords off for its domains, their people sign in only through its
 * provider (docs/product/single-sign-on.md#passwords): a password sign-in is refused before it is
 * checked, so a password that leaked elsewhere opens nothing.
 */
export const refusePasswordWhereOff = createMiddleware<AppEnv>(async (c, next) => {
  const email = await c.req.raw
    .clone()
    .json()
    .then((body: unknown) => {
      const email = (body as { email?: unknown } | null)?.email;
      return typeof email === 'string' ? email : null;
    })
    .catch(() => null);
  if (email) {
    const { deps } = c.var;
    const connection = await usableConnectionForEmail(deps.database.db, email, deps.clock.now());
    if (connection && !connection.passwordSignIn) {
      throw new AppError('UNAUTHORIZED', {
        status: 403,
        reason: 'PASSWORD_SIGN_IN_OFF',
        message: describeRefusal('PASSWORD_SIGN_IN_OFF', c.var.language),
      });
    }
  }
  await next();
});
