import { carriesSessionCookie } from '../auth/session-cookie.ts';

/** The person, which every signed-in screen asks for before anything else. */
const ALWAYS = ['/api/v1/me'];

/** The reads a screen makes first that depend on nothing but the person: today's check-in card. */
const BY_SCREEN: Record<string, readonly string[]> = {
  '/dashboard': ['/api/v1/checkins/today'],
  '/panel-lider': ['/api/v1/checkins/today'],
};

/**
 * A `Link` header asking the browser to fetch the first reads of a signed-in screen while its code
 * is still arriving, instead of after it has run (docs/PERFORMANCE.md). The client's own `fetch`
 * (same address, credentials included) takes the preloaded answer. Someone not signed in gets
 * nothing: their reads would only be refused.
 */
export function shellPreloadLink(pathname: string, cookieHeader: string | undefined): string | undefined {
  if (!carriesSessionCookie(cookieHeader)) return undefined;
  return [...ALWAYS, ...(BY_SCREEN[pathname] ?? [])]
    .map((href) => `<${href}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    .join(', ');
}
