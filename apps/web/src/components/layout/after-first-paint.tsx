import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterFrame, firstPaintShown } from '../../lib/first-paint';

interface AfterFirstPaintProps {
  /** Holds the content's place meanwhile, at about its size, so nothing below it jumps. */
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * Parts waiting to render, oldest first. One is let through per frame: parts let through together
 * would render and commit together, and their commit and layout would be one long task, which a
 * phone cannot answer a tap during.
 */
const waiting: (() => void)[] = [];
let letting = false;
/** Those waiting for every part to have been let through. */
const drained: (() => void)[] = [];

function letNextThrough(): void {
  const next = waiting.shift();
  if (!next) {
    letting = false;
    for (const resolve of drained.splice(0)) resolve();
    return;
  }
  next();
  afterFrame(letNextThrough);
}

function waitForTurn(render: () => void): () => void {
  waiting.push(render);
  if (!letting) {
    letting = true;
    void firstPaintShown().then(() => afterFrame(letNextThrough));
  }
  return () => {
    const index = waiting.indexOf(render);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/** Resolves once the page has painted and every part waiting for that has been let through. */
export function afterFirstPaintParts(): Promise<void> {
  return firstPaintShown().then(
    () =>
      new Promise<void>((resolve) => {
        if (letting) drained.push(resolve);
        else resolve();
      }),
  );
}

/**
 * Content below a page's fold, rendered once the page has painted what stands above it, one part a
 * frame in the order they were placed. It renders in a transition, which React splits into short
 * tasks, so a phone stays responsive while it does; its requests start then, after the page's own.
 */
export function AfterFirstPaint({ placeholder, children }: AfterFirstPaintProps) {
  const [painted, setPainted] = useState(false);
  useEffect(() => waitForTurn(() => startTransition(() => setPainted(true))), []);
  return painted ? children : placeholder;
}
