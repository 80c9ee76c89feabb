import { afterEach, beforeEach } from 'vitest';

// A few pure tests (e.g. the colour tokens) run in Node without a DOM; only DOM tests need the rest.
const hasDom = typeof window !== 'undefined';

if (hasDom) {
  // jsdom has no matchMedia; the theme code asks it for the system preference.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

  // Nor ResizeObserver, which Radix uses to place tooltips and popovers.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

const realFetch = globalThis.fetch;

beforeEach(async () => {
  if (!hasDom) return;
  const { i18n } = await import('../lib/i18n');
  window.localStorage.clear();
  await i18n.changeLanguage('es');
  await i18n.loadNamespaces(['landing', 'system']);
});

afterEach(async () => {
  globalThis.fetch = realFetch;
  if (!hasDom) return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
