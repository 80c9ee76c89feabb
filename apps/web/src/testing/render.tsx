import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppToaster } from '../components/ui/toaster';

/** A query client that fails at once: retry timing belongs to the query-client tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders routes in memory with the app's providers, starting at `path`; `queryClient` may arrive
 * holding what the device kept from an earlier visit.
 */
export function renderRoutes(routes: RouteObject[], path = '/', queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Renders one screen or component at `path`, inside a router and the providers. */
export function renderScreen(ui: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element: ui }], path);
}

interface StubbedResponse {
  status: number;
  body?: unknown;
}

/** Answers fetch calls by URL path; anything unlisted fails like an unreachable server. */
export function stubFetch(
  answers: Record<string, StubbedResponse | ((init: RequestInit) => StubbedResponse)>,
) {
  const calls: Array<{ path: string; init: RequestInit }> = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    calls.push({ path, init });
    const answer = answers[path];
    if (!answer) throw new TypeError('Failed to fetch');
    const { status, body } = typeof answer === 'function' ? answer(init) : answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return calls;
}
