import type { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { changeByLink } from './unsubscribe-routes.ts';

/**
 * RFC 8058 one-click unsubscribe: the mail's List-Unsubscribe URL answers a POST whose body is
 * `List-Unsubscribe=One-Click` by turning that type's e-mail off. No cookie and no Origin are
 * asked for: the mail provider posts from its own servers. A GET of the same URL is the web
 * page, which changes nothing until the person presses a button.
 */
export function mountOneClickUnsubscribe(app: Hono<AppEnv>): void {
  app.post('/unsubscribe/:token', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (form['List-Unsubscribe'] !== 'One-Click') {
      throw new AppError('VALIDATION_ERROR', { message: 'Expected List-Unsubscribe=One-Click' });
    }
    await changeByLink(c.var.deps, c.req.param('token'), (page) => ({
      preferences: page.preferences.map((preference) =>
        preference.type === page.type ? { ...preference, email: false } : preference,
      ),
    }));
    return c.body(null, 200);
  });
}
