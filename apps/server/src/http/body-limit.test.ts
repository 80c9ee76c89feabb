import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../platform/logger.ts';
import { configSchema } from '../config.ts';
import type { AppEnv } from './app-env.ts';
import { limitBodySize } from './body-limit.ts';
import { createErrorHandler } from './error-handler.ts';

const LIMIT = 100;

interface Answer {
  status: number;
  body: string;
}

/** Over a real socket, so the declared length and chunked transfer are what a client sends. */
function send(port: number, method: string, body: string | undefined, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (body !== undefined && !chunked) headers['content-length'] = String(Buffer.byteLength(body));
    const req = httpRequest({ host: '127.0.0.1', port, path: '/echo', method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined && chunked) {
      // Two writes without a length: Node sends them chunked.
      req.write(body.slice(0, body.length / 2));
      req.write(body.slice(body.length / 2));
    } else if (body !== undefined) {
      req.write(body);
    }
    req.end();
  });
}

describe('body size limit', () => {
  let server: ServerType;
  let port = 0;
  let handled = 0;

  beforeAll(async () => {
    const app = new Hono<AppEnv>();
    app.onError(createErrorHandler(createLogger(configSchema.parse({ LOG_LEVEL: 'silent' }))));
    app.use('*', limitBodySize(LIMIT));
    app.all('/echo', async (c) => {
      handled += 1;
      return c.text(c.req.method === 'GET' ? 'read' : await c.req.text());
    });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes bodies within the limit, declared or chunked, and requests without one', async () => {
    const small = JSON.stringify({ note: 'x'.repeat(40) });
    expect(await send(port, 'PUT', small)).toEqual({ status: 200, body: small });
    expect(await send(port, 'POST', small, true)).toEqual({ status: 200, body: small });
    expect(await send(port, 'GET', undefined)).toEqual({ status: 200, body: 'read' });
  });

  it('refuses a declared or a chunked body over the limit with 413, before any handler', async () => {
    const before = handled;
    const large = JSON.stringify({ note: 'x'.repeat(LIMIT * 2) });
    for (const chunked of [false, true]) {
      const answer = await send(port, 'PUT', large, chunked);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
    expect(handled).toBe(before);
  });
});
