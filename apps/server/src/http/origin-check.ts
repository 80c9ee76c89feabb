import { createMiddleware } from 'hono/factory';
import { publicUrl, type Config } from '../config.ts';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * The origins pages that may change data are served from. Without PUBLIC_URL (a local or demo
 * run) the app is whatever address it was opened at, so the request's own host counts too.
 */
export function trustedOrigins(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT' | 'NODE_ENV'>,
  requestUrl?: string,
): string[] {
  const origins = [new URL(publicUrl(config)).origin];
  if (config.NODE_ENV === 'development') origins.push(VITE_DEV_ORIGIN);
  if (!config.PUBLIC_URL && requestUrl) origins.push(new URL(requestUrl).origin);
  return origins;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A browser names the page's origin on every state-changing request; one from a page elsewhere
 * is refused, even without cookies, so nobody can sign a visitor into an account of theirs.
 * Clients that are not browsers send no Origin and are judged by their credentials alone.
 */
export function originCheck() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (
      origin &&
      !SAFE_METHODS.has(c.req.method) &&
      !trustedOrigins(c.var.deps.config, c.req.url).includes(origin)
    ) {
      throw new AppError('UNAUTHORIZED', { reason: 'UNTRUSTED_ORIGIN' });
    }
    await next();
  });
}
