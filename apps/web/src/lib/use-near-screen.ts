import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether this browser can tell what is on screen. Where it cannot (no IntersectionObserver, as when
 * the public pages are drawn at build), everything counts as near.
 */
export function canTellNearScreen(): boolean {
  return typeof IntersectionObserver !== 'undefined';
}

/**
 * Calls `onNear`, a function that stays the same, once the element is on screen or the person has
 * begun to scroll the page, which is when what lies below the fold is wanted. It renders nothing
 * again itself: a prerendered part still waiting for its code must not be updated meanwhile, or
 * React draws it afresh and what was typed in it is lost.
 */
export function useWhenNearScreen<T extends Element>(onNear: () => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!canTellNearScreen()) {
      onNear();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) near();
    });
    const stop = () => {
      observer.disconnect();
      window.removeEventListener('scroll', near);
    };
    function near() {
      stop();
      onNear();
    }
    observer.observe(element);
    window.addEventListener('scroll', near, { passive: true });
    return stop;
  }, [onNear]);
  return ref;
}

/** Whether the element is near the screen (`useWhenNearScreen`); it stays true once it is. */
export function useNearScreen<T extends Element>(): [RefObject<T | null>, boolean] {
  const [near, setNear] = useState(() => !canTellNearScreen());
  const ref = useWhenNearScreen<T>(useCallback(() => setNear(true), []));
  return [ref, near];
}
