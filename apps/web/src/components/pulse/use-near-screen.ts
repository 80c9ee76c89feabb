import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element is on screen or the person has begun to scroll the page, which is when what
 * lies below the fold is wanted; it stays true once it is. Where the browser cannot tell (no
 * IntersectionObserver), everything counts as near.
 */
export function useNearScreen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    const scrolled = () => setNear(true);
    window.addEventListener('scroll', scrolled, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', scrolled);
    };
  }, [near]);
  return [ref, near];
}
