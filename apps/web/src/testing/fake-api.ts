export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface ApiAnswer {
  status: number;
  body?: unknown;
}

export type ApiRoutes = Record<string, (call: ApiCall) => ApiAnswer>;

/**
 * Answers the page's fetch calls by "METHOD /path" as the API would, records every call, and
 * fails anything unlisted like an unreachable server. Replaces only the network.
 */
export function fakeApi(routes: ApiRoutes) {
  const calls: ApiCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://tera.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    if (!route) throw new TypeError('Failed to fetch');
    const { status, body } = route(call);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls };
}

export const apiError = (status: number, code: string, extra: Record<string, unknown> = {}): ApiAnswer => ({
  status,
  body: { error: { code, message: code, ...extra } },
});
