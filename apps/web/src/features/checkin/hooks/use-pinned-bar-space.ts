import { useEffect, type RefObject } from 'react';

/** Read by the app's Toaster, so toasts on a phone rise above the bar instead of covering it. */
const BAR_SPACE_PROPERTY = '--tera-bottom-bar';
// Room between the bar and whatever is brought into view above it.
const CLEARANCE_PX = 8;

/**
 * While the element is pinned to the bottom of the screen (sticky, as it is on narrower screens),
 * the page keeps that strip clear: keyboard focus scrolls what it lands on into view above the bar
 * (WCAG 2.4.11), and toasts sit over it rather than on the button. Where the element is not
 * pinned, nothing is reserved.
 */
export function usePinnedBarSpace(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const release = () => {
      root.style.removeProperty(BAR_SPACE_PROPERTY);
      root.style.removeProperty('scroll-padding-bottom');
    };
    const reserve = () => {
      const style = getComputedStyle(bar);
      if (style.position !== 'sticky') return release();
      const space = bar.offsetHeight + (Number.parseFloat(style.bottom) || 0) + CLEARANCE_PX;
      root.style.setProperty(BAR_SPACE_PROPERTY, `${space}px`);
      root.style.setProperty('scroll-padding-bottom', `${space}px`);
    };
    reserve();
    // The bar changes size as it wraps or as the screen crosses the breakpoint where it unpins.
    const observer = new ResizeObserver(reserve);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      release();
    };
  }, [ref]);
}
