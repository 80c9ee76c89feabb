import type { ClientErrorReport } from '@tera/domain';

function describe(error: unknown): Pick<ClientErrorReport, 'message' | 'name' | 'stack'> {
  if (error instanceof Error) {
    return { message: error.message, name: error.name, ...(error.stack ? { stack: error.stack } : {}) };
  }
  return { message: String(error) };
}

/**
 * Sends a crash to the server log, so the error screen's "our team has been notified" is true.
 * Never throws: reporting must not make a broken screen worse. `keepalive` lets it finish even
 * when the person leaves the page at once.
 */
export function reportClientError(error: unknown, componentStack?: string | null): void {
  const report: ClientErrorReport = {
    ...describe(error),
    ...(componentStack ? { componentStack: componentStack.slice(0, 8000) } : {}),
    message: describe(error).message.slice(0, 2000),
    url: window.location.href.slice(0, 2000),
    userAgent: navigator.userAgent.slice(0, 500),
  };
  if (report.stack) report.stack = report.stack.slice(0, 8000);
  try {
    void fetch('/api/v1/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously on a malformed environment; nothing more to do.
  }
}
