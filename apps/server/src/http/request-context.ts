import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './app-env.ts';
import { requestLanguage } from './request-language.ts';
import { serverMessage } from './server-messages.ts';

export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const language = requestLanguage(c);
    c.set('deps', deps);
    c.set('language', language);
    c.set('t', (key) => serverMessage(language, key));
    await next();
  });
}
