import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubFetch } from '../testing/render';
import { apiGet, apiPost } from './api-client';
import { ApiError } from './api-error';
import { refusalText } from './error-message';
import { i18n } from './i18n';

const itemSchema = z.object({ id: z.string() });

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('api client', () => {
  // First in the file: the catalogue is not loaded until a refusal arrives.
  it('has the refusal catalogue loaded by the time a refusal reaches the screen', async () => {
    expect(i18n.hasLoadedNamespace('refusals')).toBe(false);
    stubFetch({
      '/api/v1/items': {
        status: 409,
        body: { error: { code: 'VALIDATION_ERROR', message: 'x', reason: 'ALREADY_MEMBER' } },
      },
    });

    const error = await failureOf(apiGet('/api/v1/items', itemSchema));

    expect(error.reason).toBe('ALREADY_MEMBER');
    expect(refusalText('ALREADY_MEMBER')).toBe('Esta persona ya forma parte de tu empresa.');
  });

  it('sends cookies, the reader’s language and JSON, and returns the validated body', async () => {
    await i18n.changeLanguage('en');
    const calls = stubFetch({ '/api/v1/items': { status: 201, body: { id: 'a1', extra: true } } });

    const item = await apiPost('/api/v1/items', { name: 'x' }, itemSchema);

    expect(item).toEqual({ id: 'a1' });
    const init = calls[0]!.init;
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"name":"x"}');
  });

  it('turns the API error body into an ApiError with code, status, fields and reason', async () => {
    stubFetch({
      '/api/v1/items': {
        status: 429,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Slow down',
            fields: { a: ['validation.required'] },
            reason: 'RATE_LIMITED',
          },
        },
      },
    });

    const error = await failureOf(apiGet('/api/v1/items', itemSchema));

    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 429,
      message: 'Slow down',
      fields: { a: ['validation.required'] },
      reason: 'RATE_LIMITED',
    });
  });

  it('keeps how long a refusal asks to wait, from Retry-After', async () => {
    const refusal = { error: { code: 'VALIDATION_ERROR', message: 'Slow down', reason: 'RATE_LIMITED' } };
    globalThis.fetch = (() =>
      Promise.resolve(
        new Response(JSON.stringify(refusal), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '90' },
        }),
      )) as typeof fetch;

    const error = await failureOf(apiGet('/api/v1/items', itemSchema));

    expect(error).toMatchObject({ status: 429, reason: 'RATE_LIMITED', retryAfterSeconds: 90 });
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    stubFetch({});
    expect((await failureOf(apiGet('/api/v1/items', itemSchema))).code).toBe('NETWORK_ERROR');
  });

  it('gives up after 15 seconds with TIMEOUT', async () => {
    const timer = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timer.signal);
    globalThis.fetch = ((_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;

    const pending = failureOf(apiGet('/api/v1/items', itemSchema));
    timer.abort(new DOMException('The operation timed out.', 'TimeoutError'));

    expect((await pending).code).toBe('TIMEOUT');
    expect(timeout).toHaveBeenCalledWith(15_000);
  });

  it('reports an unexpected body as UNKNOWN_ERROR', async () => {
    stubFetch({ '/api/v1/items': { status: 200, body: { nope: 1 } } });
    expect((await failureOf(apiGet('/api/v1/items', itemSchema))).code).toBe('UNKNOWN_ERROR');
  });

  it('reads a bare gateway failure as the server being unreachable', async () => {
    stubFetch({ '/api/v1/items': { status: 502 } });
    const error = await failureOf(apiGet('/api/v1/items', itemSchema));
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: 502 });
  });

  it('asks for the answer while its schema is still loading, and checks the answer against it', async () => {
    const calls = stubFetch({ '/api/v1/items': { status: 200, body: { id: 'a1', extra: true } } });
    let loadSchema: (schema: typeof itemSchema) => void = () => undefined;
    const loading = new Promise<typeof itemSchema>((resolve) => {
      loadSchema = resolve;
    });

    const item = apiGet('/api/v1/items', () => loading);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    loadSchema(itemSchema);

    expect(await item).toEqual({ id: 'a1' });
  });

  it('reports an answer that does not match a loaded schema as UNKNOWN_ERROR', async () => {
    stubFetch({ '/api/v1/items': { status: 200, body: { nope: 1 } } });
    const error = await failureOf(apiGet('/api/v1/items', () => Promise.resolve(itemSchema)));
    expect(error.code).toBe('UNKNOWN_ERROR');
  });

  it('reports the request’s own failure when its schema could not load either', async () => {
    stubFetch({});
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const error = await failureOf(
        apiGet('/api/v1/items', () => Promise.reject(new TypeError('Failed to fetch a module'))),
      );
      await new Promise((resolve) => setTimeout(resolve, 0));

      expect(error.code).toBe('NETWORK_ERROR');
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('lets a cancellation by the caller through as it is', async () => {
    stubFetch({ '/api/v1/items': { status: 200, body: { id: 'a' } } });
    const controller = new AbortController();
    controller.abort();
    globalThis.fetch = ((_input: RequestInfo | URL, init: RequestInit = {}) =>
      Promise.reject(init.signal?.reason)) as typeof fetch;

    const error = await apiGet('/api/v1/items', itemSchema, { signal: controller.signal }).catch(
      (e: unknown) => e,
    );

    expect(error).not.toBeInstanceOf(ApiError);
  });
});
