import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../../lib/report-client-error';
import { FullPageError } from './full-page-error';

interface AppErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** The last line of defence, around everything the router's own error element cannot see. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Application failed', error, info.componentStack);
    reportClientError(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <FullPageError error={this.state.error} /> : this.props.children;
  }
}
