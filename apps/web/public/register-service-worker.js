/* global window, document, navigator */
// Registers the service worker, which downloads the whole app when it installs so that the app
// opens without a connection. On a phone that download, and writing it to the browser's cache,
// compete with the first screen for the connection and the processor. So it waits until the page
// has nothing more urgent to do (docs/decisions/045-service-worker-after-the-first-screen.md): a
// prerendered page, drawn before any script runs, registers it at its load event; the app's shell
// once the app says its first screen has settled (the event below, from src/main.tsx).
// A plain file because the content security policy forbids inline scripts.
(function () {
  var SETTLED_EVENT = 'tera:settled';
  if (!('serviceWorker' in navigator)) return;

  function register() {
    navigator.serviceWorker.register('/sw.js', { scope: '/' });
  }

  // Deferred, so the document has been read: a prerendered page's root says so.
  var root = document.getElementById('root');
  if (root && root.hasAttribute('data-prerendered-language')) window.addEventListener('load', register);
  else window.addEventListener(SETTLED_EVENT, register, { once: true });
})();
