/* global window, document, Element, HTMLInputElement, MutationObserver */
// A prerendered page is whole before any script runs (docs/decisions/010): reading it, scrolling
// it and following its links need no code. So its code is fetched once the page has painted and
// run on the first sign of use: a touch, a click, a key or a field taking focus
// (docs/decisions/044). A button pressed before the app has taken the page over is pressed again
// once it has (the app says so with the event below, from main.tsx), and so is a form's send
// button tapped, or Enter pressed in its form, while the button is still disabled. When the
// language stored in the browser is not the one the page was drawn in, the app starts at once, to
// draw the page in that language.
// A file, deferred, since it waits for the page to be read (only the head's script, which runs
// before the paint, is written into the page: docs/decisions/046); the build names the app's
// entry, the files it imports and the storage key of the language choice.
(function () {
  var STARTED_EVENT = 'tera:started';
  var USE_EVENTS = ['pointerdown', 'keydown', 'focusin'];
  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  var imports = (self.getAttribute('data-imports') || '').split(' ').filter(Boolean);
  var languageKey = self.getAttribute('data-language-key');
  var started = false;
  var pressed = null;

  function start() {
    if (started) return;
    started = true;
    USE_EVENTS.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  function buttonOf(target) {
    return target instanceof Element ? target.closest('button') : null;
  }

  // A disabled button gets no click, so its press is kept when it begins.
  function holdDisabledPress(event) {
    var button = buttonOf(event.target);
    if (button && button.disabled && button.type === 'submit') pressed = button;
  }

  // Enter in a field sends its form, but not while the send button is disabled: kept the same way.
  function holdEnter(event) {
    var form = event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.form;
    var send = form && form.querySelector('button[type="submit"]');
    if (send && send.disabled) pressed = send;
  }

  function holdPress(event) {
    var button = buttonOf(event.target);
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    pressed = button;
    start();
  }

  function storedLanguage() {
    if (!languageKey) return null;
    try {
      return window.localStorage.getItem(languageKey) || window.sessionStorage.getItem(languageKey);
    } catch {
      return null;
    }
  }

  // A part of the page the app takes over later keeps its send button disabled a little longer:
  // the press waits for it, unless the person does something else first.
  function pressAgain(button) {
    if (!button.isConnected) return;
    if (!button.disabled) {
      button.click();
      return;
    }
    var watcher = new MutationObserver(function () {
      if (button.disabled) return;
      forget();
      button.click();
    });
    function forget() {
      watcher.disconnect();
      window.removeEventListener('pointerdown', forget, true);
      window.removeEventListener('keydown', forget, true);
    }
    watcher.observe(button, { attributes: true, attributeFilter: ['disabled'] });
    window.addEventListener('pointerdown', forget, { capture: true, passive: true });
    window.addEventListener('keydown', forget, { capture: true, passive: true });
  }

  window.addEventListener(
    STARTED_EVENT,
    function () {
      document.removeEventListener('click', holdPress, true);
      window.removeEventListener('pointerdown', holdDisabledPress, true);
      window.removeEventListener('keydown', holdEnter, true);
      if (pressed) pressAgain(pressed);
      pressed = null;
    },
    { once: true },
  );
  document.addEventListener('click', holdPress, true);
  window.addEventListener('pointerdown', holdDisabledPress, { capture: true, passive: true });
  window.addEventListener('keydown', holdEnter, { capture: true, passive: true });
  USE_EVENTS.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true });
  });

  var stored = storedLanguage();
  if (stored && stored.slice(0, 2) !== document.documentElement.lang) {
    start();
    return;
  }
  window.requestAnimationFrame(function () {
    window.setTimeout(function () {
      imports.concat(entry).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'script';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
    }, 0);
  });
})();
