import { cn } from '../../lib/cn';

/** A placeholder block; hidden from readers, the surrounding region says that it is loading. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-surface-muted motion-reduce:animate-none', className)}
    />
  );
}
