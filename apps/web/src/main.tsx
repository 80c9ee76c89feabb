import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage } from './lib/i18n';
import './styles/index.css';
import { followSystemTheme } from './lib/theme';
import { AnnounceStarted } from './app/announce-started';
import { App } from './app/app';
import { firstScreenReady } from './app/first-screen';
import { announceWhenSettled } from './app/first-screen-settled';
import { startingQueryClient } from './app/provider';
import { createAppRouter, loadScreensOf } from './app/router';
import { PRERENDERED_LANGUAGE_ATTRIBUTE } from './prerender/prerendered-page';

followSystemTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A public page arrives prerendered, for a request without a session, in the language the server
// chose (docs/decisions/010-public-pages-prerendered.md). The browser's own detection has the last
// word: in another language the page is drawn afresh.
const prerenderedIn = container.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE);
const queryClient = startingQueryClient(prerenderedIn === null ? 'ask-now' : 'signed-out');
// The first render runs as a transition, so React yields to the browser every few milliseconds
// instead of holding a slow phone's main thread until the whole page is drawn.
if (prerenderedIn !== null && prerenderedIn === currentLanguage()) {
  await loadScreensOf(window.location);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={createAppRouter()} queryClient={queryClient} />
        <AnnounceStarted />
      </StrictMode>,
    );
  });
} else {
  await firstScreenReady(queryClient, window.location);
  // A prerendered page registers the service worker at its load event; the shell waits for this.
  void announceWhenSettled(queryClient);
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={createAppRouter()} queryClient={queryClient} />
        <AnnounceStarted />
      </StrictMode>,
    );
  });
}
