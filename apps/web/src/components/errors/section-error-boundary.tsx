import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SECTION_ERROR_MAX_RETRIES } from '@tera/domain';
import { isApiError } from '../../lib/api-error';
import { describeError } from '../../lib/error-message';
import { SectionErrorPanel } from './section-error-panel';

interface SectionErrorBoundaryProps {
  children: ReactNode;
  /** Names the section on its panel, so one of several failing panels says which part it stands for. */
  label?: string;
  /** Runs before a retry re-renders the section, e.g. TanStack Query's error reset. */
  onRetry?: () => void;
  /**
   * Changes when what the section failed to get has arrived another way, e.g. a query it shares
   * with another section that the other's retry fetched; the section then shows again at once.
   */
  recoverKey?: unknown;
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

  override componentDidUpdate(previous: SectionErrorBoundaryProps): void {
    if (this.state.hasError && !Object.is(previous.recoverKey, this.props.recoverKey)) {
      this.setState({ error: null, hasError: false });
    }
  }

  private readonly retry = (): void => {
    if (this.state.retriesUsed >= SECTION_ERROR_MAX_RETRIES) return;
    this.props.onRetry?.();
    this.setState((state) => ({ error: null, hasError: false, retriesUsed: state.retriesUsed + 1 }));
  };

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    const { error } = this.state;
    return (
      <SectionErrorPanel
        label={this.props.label}
        // A failed request says what failed in the catalogue's words; a broken render has nothing to add.
        detail={isApiError(error) ? describeError(error) : undefined}
        attemptsRemaining={SECTION_ERROR_MAX_RETRIES - this.state.retriesUsed}
        onRetry={this.retry}
      />
    );
  }
}
