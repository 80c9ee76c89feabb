import { useEffect, useState } from 'react';

/** A page that shows no text or image first, so has no contentful paint to report, waits this long at most. */
const FIRST_PAINT_WAIT_MS = 1000;
let firstPaint: Promise<void> | undefined;
let shown = false;

/** After the next frame has been drawn where the browser draws frames, the next task otherwise. */
export function afterFrame(callback: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') {
    setTimeout(callback);
    return;
  }
  requestAnimationFrame(() => setTimeout(callback));
}

/**
 * Resolves once the page's first contentful paint has been shown. The browser reports it only
 * then, a few frames after the page was drawn: a request or a render started before it competes
 * with what the person is about to see.
 */
export function firstPaintShown(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const done = () => {
      shown = true;
      resolve();
    };
    // A browser that reports no paints: the next frame is as near as can be told.
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      afterFrame(done);
      return;
    }
    setTimeout(done, FIRST_PAINT_WAIT_MS);
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return firstPaint;
}

/** False until the page's first contentful paint has been shown; true from then on. */
export function useFirstPaintShown(): boolean {
  const [isShown, setShown] = useState(shown);
  useEffect(() => {
    if (isShown) return;
    let mounted = true;
    void firstPaintShown().then(() => mounted && setShown(true));
    return () => {
      mounted = false;
    };
  }, [isShown]);
  return isShown;
}
