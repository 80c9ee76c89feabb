import { Suspense, type ReactNode } from 'react';
import { Skeleton } from '../ui/skeleton';
import { useNearScreen } from '../../lib/use-near-screen';

interface ChartWhenNearProps {
  /** The chart's own size classes: the placeholder holds exactly its place, so nothing moves. */
  sizeClassName: string;
  /** A lazy chart: its code is fetched when it first renders, which is here, once wanted. */
  children: ReactNode;
}

/**
 * A chart drawn once it is on screen or the page is scrolled. The charting library is the largest
 * code on the pages that show charts, and on a phone they stand below the fold: opening the page,
 * the phone does not fetch, run and draw it before the page can be used.
 */
export function ChartWhenNear({ sizeClassName, children }: ChartWhenNearProps) {
  const [ref, near] = useNearScreen<HTMLDivElement>();
  const placeholder = <Skeleton className={sizeClassName} />;
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
