/* global window, document */
// Runs before the first paint, as a plain script because the server's CSP forbids inline ones, so
// a stored dark choice never flashes light. The key is the one src/lib/theme.ts writes.
(function () {
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
})();
