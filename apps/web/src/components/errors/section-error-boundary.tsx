import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SECTION_ERROR_MAX_RETRIES } from '@tera/domain';
import { SectionErrorPanel } from './section-error-panel';

interface SectionErrorBoundaryProps {
  children: ReactNode;
  /** Runs before a retry re-renders the section, e.g. TanStack Query's error reset. */
  onRetry?: () => void;
}

interface SectionErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  retriesUsed: number;
}

/** Keeps a failing section from taking the page down; the rest of the screen stays usable. */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, SectionErrorBoundaryState> {
  override state: SectionErrorBoundaryState = { error: null, hasError: false, retriesUsed: 0 };

  static getDerivedStateFromError(error: unknown): Partial<SectionErrorBoundaryState> {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Section failed', error, info.componentStack);
  }

  private readonly retry = (): void => {
    if (this.state.retriesUsed >= SECTION_ERROR_MAX_RETRIES) return;
    this.props.onRetry?.();
    this.setState((state) => ({ error: null, hasError: false, retriesUsed: state.retriesUsed + 1 }));
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <SectionErrorPanel
        attemptsRemaining={SECTION_ERROR_MAX_RETRIES - this.state.retriesUsed}
        onRetry={this.retry}
      />
    );
  }
}
