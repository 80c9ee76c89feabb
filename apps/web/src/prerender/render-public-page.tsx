import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PrerenderedPage, SupportedLanguage } from '@tera/domain';
import { AppFrame } from '../app/app';
import { startingQueryClient } from '../app/provider';
import { routes } from '../app/router';
import { changeLanguage } from '../lib/i18n';

/** What renderToString writes where a Suspense boundary shows its fallback. */
const SUSPENDED_MARKER = '<!--$!-->';
const MAX_RENDERS = 20;
const LOAD_WAIT_MS = 10;

/**
 * A public page as the browser's first render draws it for someone not signed in on a new
 * device, in one language: the build writes it into the HTML, and the browser hydrates it.
 * It runs at build time only, in a document the build provides (scripts/prerender.mjs).
 */
export async function renderPublicPage(page: PrerenderedPage, language: SupportedLanguage): Promise<string> {
  await changeLanguage(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(page, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${page} answers ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The browser starts its own router from the address; the server has no data to hand over, and
  // the inline script that would carry it is forbidden by the content security policy.
  const queryClient = startingQueryClient('signed-out');
  const app = (
    <StrictMode>
      <AppFrame queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>
  );
  // A part the browser loads after the first paint (React.lazy, below the fold) suspends the first
  // render and starts loading; once loaded, a render draws it. The page is drawn whole, since a
  // streamed reveal would need inline scripts.
  for (let attempt = 0; attempt < MAX_RENDERS; attempt += 1) {
    const html = renderToString(app);
    if (!html.includes(SUSPENDED_MARKER)) return html;
    await new Promise((resolve) => setTimeout(resolve, LOAD_WAIT_MS));
  }
  throw new Error(`${page} still waits for a part to load after ${MAX_RENDERS} renders`);
}
