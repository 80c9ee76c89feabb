import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EARLY_READS, FIRST_SCREEN_READS, SIGNED_IN_FIRST_READ } from '@tera/domain';
import { carriesSessionCookie } from '../auth/session-cookie.ts';

/**
 * What each first screen needs beyond the shell, by address, as the web build names it: the chunks
 * of a screen the shell does not name, and the files of the texts it shows, by language.
 */
export type FirstScreens = Readonly<
  Record<string, { modules: readonly string[]; texts: Readonly<Record<string, readonly string[]>> }>
>;

/**
 * The web build's list of the first screens (apps/web/vite-plugins/preload-home.ts), read once at
 * start; a build without it preloads no code or texts.
 */
export function readFirstScreens(distDir: string): FirstScreens {
  const file = path.join(distDir, 'first-screens.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FirstScreens) : {};
}

/**
 * A `Link` header asking the browser to fetch the first reads of a signed-in screen, its code the
 * shell does not name and the texts it shows in the language the app will choose, while the app's
 * code is still arriving instead of after it has run (docs/PERFORMANCE.md). The client's own
 * `fetch` and `import()` (same address, credentials as the app's) take the preloaded answers.
 * Someone not signed in gets nothing: their reads would only be refused.
 */
export function shellPreloadLink(
  pathname: string,
  request: { cookie: string | undefined; language: string },
  firstScreens: FirstScreens,
): string | undefined {
  if (!carriesSessionCookie(request.cookie)) return undefined;
  const reads = [
    SIGNED_IN_FIRST_READ,
    ...(FIRST_SCREEN_READS[pathname] ?? []),
    ...(EARLY_READS[pathname] ?? []),
  ].map((href) => `<${href}>; rel=preload; as=fetch; crossorigin=use-credentials`);
  const screen = firstScreens[pathname];
  const code = [...(screen?.modules ?? []), ...(screen?.texts[request.language] ?? [])].map(
    (href) => `<${href}>; rel=modulepreload`,
  );
  return [...reads, ...code].join(', ');
}
