import { startTransition, useEffect, useState, type ReactNode } from 'react';

interface AfterFirstPaintProps {
  /** Holds the content's place meanwhile, at about its size, so nothing below it jumps. */
  placeholder: ReactNode;
  children: ReactNode;
}

/** The next frame where the browser has one, the next task otherwise. */
function afterFrame(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'undefined') {
    const timer = setTimeout(callback);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Content below a page's fold, rendered once the page has painted what stands above it. It renders
 * in a transition, which React splits into short tasks, so a phone stays responsive while it does;
 * its requests start then, a frame after the page's own.
 */
export function AfterFirstPaint({ placeholder, children }: AfterFirstPaintProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFrame(() => startTransition(() => setPainted(true))), []);
  return painted ? children : placeholder;
}
