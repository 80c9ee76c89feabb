/* global window, document, navigator */
// Runs in the page's head, before its first paint. The build writes it into every document
// (vite-plugins/inline-head-script.ts) and the server's content security policy allows it by its
// hash: each file a phone fetches before the paint waits its round trip and splits the connection
// with the others, so everything a page sets up from its head is here, and costs no request.
(function () {
  // A stored dark choice never flashes light. The key is the one src/lib/theme.ts writes.
  var stored;
  try {
    stored = window.localStorage.getItem('tera.theme');
  } catch {
    stored = null;
  }
  var prefersDark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var isDark = stored === 'dark' || (stored !== 'light' && prefersDark);
  document.documentElement.classList.toggle('dark', isDark);
  document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';

  // The first date, time or number a page formats makes the browser load its locale data, once:
  // 15 to 50 ms at full speed on this machine, four times that on a phone, inside the task that
  // formats it. Every signed-in screen formats one as it draws. The app's shell asks for the data
  // here, while the app's code is still downloading; the prerendered public pages, which format
  // nothing before they are used, leave the attribute out (docs/PERFORMANCE.md, "2026-12-07,
  // evening").
  var self = document.currentScript;
  if (self && self.hasAttribute('data-locale-data')) {
    new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(0);
  }

  // The service worker downloads the whole app when it installs, so that the app opens without a
  // connection. On a phone that download, and writing it to the browser's cache, compete with the
  // first screen for the connection and the processor, so it waits until the page has nothing more
  // urgent to do (docs/decisions/045-service-worker-after-the-first-screen.md): a prerendered page,
  // drawn before any script runs, registers it at its load event; the app's shell once the app says
  // its first screen has settled (the event below, from src/app/first-screen-settled.ts).
  if (!('serviceWorker' in navigator)) return;
  function register() {
    navigator.serviceWorker.register('/sw.js', { scope: '/' });
  }
  window.addEventListener('tera:settled', register, { once: true });
  window.addEventListener(
    'load',
    function () {
      var root = document.getElementById('root');
      if (root && root.hasAttribute('data-prerendered-language')) register();
    },
    { once: true },
  );
})();
