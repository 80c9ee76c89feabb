import type { Page } from 'playwright-core';

type Maker = string | null;

/**
 * Watches, from before the page's first script, every date formatter the page makes, and says who
 * made each: the `src` of the plain script running at the time ('inline' for one written into the
 * document), or null for anything else (the app's modules, its timers and its events). Call before
 * the page is asked for.
 */
export async function watchDateFormatters(page: Page): Promise<() => Promise<Maker[]>> {
  await page.addInitScript(() => {
    const makers: (string | null)[] = [];
    Object.defineProperty(window, 'dateFormatterMakers', { value: makers });
    const record = () => {
      const script = document.currentScript;
      makers.push(script ? (script.getAttribute('src') ?? 'inline') : null);
    };
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct(target, args, newTarget) {
        record();
        return Reflect.construct(target, args, newTarget) as object;
      },
      apply(target, self, args) {
        record();
        return Reflect.apply(target, self, args) as Intl.DateTimeFormat;
      },
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { dateFormatterMakers: Maker[] }).dateFormatterMakers);
}
