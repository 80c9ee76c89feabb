import type { ErrorCode } from '@tera/domain';
import type { z } from 'zod';
import { ApiError, readApiErrorBody } from './api-error';
import { withRefusalTexts } from './error-message';
import { currentLanguage } from './i18n';

export { ApiError, isApiError } from './api-error';

const REQUEST_TIMEOUT_MS = 15_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Cancels the request, e.g. TanStack Query's signal when a query is abandoned. */
  signal?: AbortSignal | undefined;
}

/**
 * The schema an answer must match, or where to load it from. A read the first screens make names a
 * loader, so the schema's code downloads beside the request instead of being evaluated by every
 * page before its first paint (docs/decisions/043-first-read-schemas-loaded-beside-the-read.md).
 */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

interface RequestInput<T> extends RequestOptions {
  method: Method;
  path: string;
  schema: ResponseSchema<T>;
  body?: unknown;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** What a bare HTTP status means when no error body of ours came with it, e.g. from a proxy. */
function codeForBareStatus(status: number): ErrorCode {
  if (status === 408 || status === 504) return 'TIMEOUT';
  if (status === 502 || status === 503) return 'NETWORK_ERROR';
  return 'UNKNOWN_ERROR';
}

/** Retry-After in seconds; the HTTP-date form is not sent by our server and is ignored. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

function toApiError(response: Response, payload: unknown): ApiError {
  const { status } = response;
  const retryAfterSeconds = retryAfterOf(response);
  return (
    readApiErrorBody(status, payload, retryAfterSeconds) ??
    new ApiError(codeForBareStatus(status), `HTTP ${status}`, { status, retryAfterSeconds })
  );
}

function failedToSend(code: ErrorCode, cause: unknown): ApiError {
  return new ApiError(code, code === 'TIMEOUT' ? 'Request timed out' : 'Network request failed', { cause });
}

async function request<T>({ method, path, schema, body, signal }: RequestInput<T>): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const loadingSchema = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // Awaited only once an answer has arrived; a request that fails first must not leave a failed
  // load unhandled beside its own error.
  loadingSchema.catch(() => undefined);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  // A file travels as its own bytes; anything else as JSON.
  const isFile = body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = isFile ? 'application/octet-stream' : 'application/json';

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isFile ? body : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    payload = await readJson(response);
  } catch (error) {
    // A cancellation by the caller is not a failure to report; let it through untouched.
    if (signal?.aborted) throw error;
    throw failedToSend(timeout.aborted ? 'TIMEOUT' : 'NETWORK_ERROR', error);
  }

  if (!response.ok) throw await withRefusalTexts(toApiError(response, payload));
  const parsed = (await loadingSchema).safeParse(payload);
  if (!parsed.success) {
    throw new ApiError('UNKNOWN_ERROR', 'Unexpected response', {
      status: response.status,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

export function apiGet<T>(path: string, schema: ResponseSchema<T>, options: RequestOptions = {}): Promise<T> {
  return request({ method: 'GET', path, schema, ...options });
}

export function apiPost<T>(
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return request({ method: 'POST', path, schema, body, ...options });
}

/** POST a file as the request's body, as the attachment upload takes it. */
export function apiPostFile<T>(
  path: string,
  file: Blob,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
) {
  return request({ method: 'POST', path, schema, body: file, ...options });
}

export function apiPut<T>(
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
) {
  return request({ method: 'PUT', path, schema, body, ...options });
}

export function apiPatch<T>(
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
) {
  return request({ method: 'PATCH', path, schema, body, ...options });
}

/** A DELETE names what to remove in its path, or in a body when the path cannot hold it. */
export function apiDelete<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: RequestOptions & { body?: unknown } = {},
): Promise<T> {
  return request({ method: 'DELETE', path, schema, ...options });
}
