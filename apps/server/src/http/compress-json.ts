import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { acceptedEncoding } from './accepted-encoding.ts';

const JSON_TYPE = /^application\/(?:[^;\s]+\+)?json\s*(?:;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const NAMES_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const compressors = {
  // Quality 4 of 11: about gzip's speed for a smaller answer, as it is paid on every request.
  br: (body: Uint8Array) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body: Uint8Array) => gzipped(body),
};

/**
 * Compresses JSON answers to GET of at least `minBytes` with the coding the request accepts. Only
 * JSON: an event stream must reach the browser event by event, which a compressor would hold back.
 * Hono sets no Content-Length on a JSON answer, so its size is learnt by reading it, which costs
 * about 40 µs of CPU however small the answer, an eighth of a check-in submit's. Reads carry what
 * is worth compressing (figures, lists, the profile, the API document); a write answers with the
 * one record it changed, so writes are left alone rather than taxed for nothing.
 */
export function compressJson(minBytes: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET') return;
    const { headers } = c.res;
    if (!JSON_TYPE.test(headers.get('content-type') ?? '') || headers.has('content-encoding')) return;
    if (NO_TRANSFORM.test(headers.get('cache-control') ?? '')) return;
    const vary = headers.get('vary');
    if (!vary) headers.set('vary', 'Accept-Encoding');
    else if (vary !== '*' && !NAMES_ACCEPT_ENCODING.test(vary))
      headers.set('vary', `${vary}, Accept-Encoding`);
    const coding = acceptedEncoding(c.req.header('accept-encoding'), ['br', 'gzip'] as const);
    if (coding === 'identity') return;

    const { status } = c.res;
    let body = new Uint8Array(await c.res.arrayBuffer());
    if (body.byteLength >= minBytes) {
      body = await compressors[coding](body);
      headers.set('content-encoding', coding);
      headers.delete('content-length');
    }
    // Cleared first: Hono would otherwise re-wrap the new answer to copy over headers it already
    // holds, turning its body into a stream the Node adapter then reads chunk by chunk.
    c.res = undefined;
    c.res = new Response(body, { status, headers });
  };
}
