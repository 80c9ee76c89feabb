import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  LANGUAGE_STORAGE_KEY,
  PRERENDERED_PAGES,
  SUPPORTED_LANGUAGES,
  isPrerenderedPage,
  languageOfRequest,
  prerenderedPageFile,
} from '@tera/domain';
import { carriesSessionCookie } from '../auth/session-cookie.ts';
import type { AppEnv } from './app-env.ts';

/** The only query a prerendered page is drawn for: the language asked for (`?lng=en`). */
const LANGUAGE_QUERY = 'lng';

/**
 * The public pages the web build prerendered (docs/decisions/010-public-pages-prerendered.md), read
 * once at start. A build without them leaves the map empty and every page is the app's shell.
 */
export function readPrerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const language of SUPPORTED_LANGUAGES) {
    for (const page of PRERENDERED_PAGES) {
      const file = prerenderedPageFile(page, language);
      const absolute = path.join(distDir, file);
      if (existsSync(absolute)) pages.set(file, readFileSync(absolute, 'utf8'));
    }
  }
  return pages;
}

/**
 * The prerendered file a request gets, in the language the browser's detection would choose, or
 * nothing: a signed-in person goes home from these pages, and a link with a query (an invitation,
 * a reset token) shows something else, so both get the shell and let the app decide.
 */
export function prerenderedFileFor(c: Context<AppEnv>): string | undefined {
  const page = c.req.path;
  if (!isPrerenderedPage(page)) return undefined;
  const query = new URL(c.req.url).searchParams;
  if ([...query.keys()].some((name) => name !== LANGUAGE_QUERY)) return undefined;
  if (carriesSessionCookie(c.req.header('Cookie'))) return undefined;
  return prerenderedPageFile(page, languageOfPage(c));
}

/** The language the browser's detection will choose for a page, as far as its request tells. */
export function languageOfPage(c: Context<AppEnv>) {
  return languageOfRequest({
    query: new URL(c.req.url).searchParams.get(LANGUAGE_QUERY) ?? undefined,
    cookie: getCookie(c, LANGUAGE_STORAGE_KEY),
    acceptLanguage: c.req.header('Accept-Language'),
  });
}
