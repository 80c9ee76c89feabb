import type { ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { SectionErrorBoundary } from './section-error-boundary';

interface IsolatedSectionProps {
  /** The section's name, said on its error panel. */
  label: string;
  /** See SectionErrorBoundary: what tells the section that a shared query recovered elsewhere. */
  recoverKey?: unknown;
  children: ReactNode;
}

/**
 * One card of a screen that fails on its own: whatever breaks inside it, a render or a query
 * that throws to its boundary, shows the section error panel in its place while the other cards
 * stay. A retry clears only this section's query errors, so its queries ask again.
 */
export function IsolatedSection({ label, recoverKey, children }: IsolatedSectionProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <SectionErrorBoundary label={label} onRetry={reset} recoverKey={recoverKey}>
          {children}
        </SectionErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
