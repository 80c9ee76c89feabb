/* global window, document */
// A prerendered page is on screen before any script runs (docs/decisions/010). Its scripts are
// asked for once it has painted, so on a slow connection they do not compete with what paints it.
// A plain file because the content security policy forbids inline scripts; the build names the
// app's entry in data-entry.
(function () {
  var entry = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!entry) return;
  window.requestAnimationFrame(function () {
    window.setTimeout(function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.appendChild(script);
    }, 0);
  });
})();
