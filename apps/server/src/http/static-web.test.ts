import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { serve, type ServerType } from '@hono/node-server';
import type { AppEnv } from './app-env.ts';
import { mountWeb } from './static-web.ts';

const BROWSER = 'gzip, deflate, br, zstd';
const ENTRY = '/assets/app-1a2b.js';
const entrySource = `export const greetings = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `hola ${i}`))};`;
const pageSource = `<!doctype html><title>Tera</title><script type="module" src="${ENTRY}"></script>`;

/** A file as the web build leaves it: the original, with its brotli and gzip variants beside it. */
function writeBuilt(file: string, source: string) {
  writeFileSync(file, source);
  writeFileSync(`${file}.br`, brotliCompressSync(source));
  writeFileSync(`${file}.gz`, gzipSync(source));
}

async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('the built web app', () => {
  let distDir: string;
  const app = new Hono<AppEnv>();
  const get = (url: string, acceptEncoding?: string, init: { method?: string; range?: string } = {}) => {
    const headers = new Headers();
    if (acceptEncoding !== undefined) headers.set('accept-encoding', acceptEncoding);
    if (init.range) headers.set('range', init.range);
    return app.request(url, { method: init.method ?? 'GET', headers });
  };

  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'tera-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeBuilt(path.join(distDir, 'index.html'), pageSource);
    writeBuilt(path.join(distDir, 'assets', 'app-1a2b.js'), entrySource);
    writeBuilt(
      path.join(distDir, 'sw.js'),
      `self.addEventListener('install', () => {}); // ${'x'.repeat(200)}`,
    );
    writeFileSync(path.join(distDir, 'assets', 'logo-5e6f.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(
      path.join(distDir, 'first-screens.json'),
      JSON.stringify({
        '/dashboard': {
          modules: [],
          texts: { es: ['/assets/dashboard-es1.js'], en: ['/assets/dashboard-en1.js'] },
        },
        '/panel-lider': { modules: ['/assets/panel-9a8b.js'], texts: { en: ['/assets/panel-en1.js'] } },
      }),
    );
    mountWeb(app, distDir, () => true);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('serves hashed assets cached for a year', async () => {
    const response = await get(ENTRY);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await get('/assets/gone-9z8y.js', BROWSER);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>');
  });

  it('answers any other path with the page, so the client router decides', async () => {
    const response = await get('/empresa/demo/admin');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Tera</title>');
  });

  it('sends the brotli variant to a browser that accepts it, with the headers of the original', async () => {
    const response = await get(ENTRY, BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sent = await bytesOf(response);
    expect(Number(response.headers.get('content-length'))).toBe(sent.byteLength);
    expect(sent.byteLength).toBeLessThan(entrySource.length);
    expect(brotliDecompressSync(sent).toString()).toBe(entrySource);
  });

  it('sends gzip when that is all the request accepts', async () => {
    const response = await get(ENTRY, 'gzip');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const sent = await bytesOf(response);
    expect(Number(response.headers.get('content-length'))).toBe(sent.byteLength);
    expect(gunzipSync(sent).toString()).toBe(entrySource);
  });

  it('sends the file itself when no coding is accepted, still saying the answer varies', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await get(ENTRY, acceptEncoding);
      expect(response.headers.get('content-encoding'), acceptEncoding).toBeNull();
      expect(response.headers.get('vary'), acceptEncoding).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers.get('content-length'))).toBe(entrySource.length);
      expect(await response.text()).toBe(entrySource);
    }
  });

  it('honours the qualities the request gives, q=0 refusing a coding', async () => {
    const chosen = async (acceptEncoding: string) =>
      (await get(ENTRY, acceptEncoding)).headers.get('content-encoding');
    expect(await chosen('br;q=0, gzip')).toBe('gzip');
    expect(await chosen('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await chosen('gzip, br')).toBe('br');
    expect(await chosen('*')).toBe('br');
    expect(await chosen('*;q=0.5, br;q=0')).toBe('gzip');
    expect(await chosen('identity, br;q=0.5')).toBeNull();
  });

  it('sends the page compressed, at / and for a client route, revalidated every time', async () => {
    for (const url of ['/', '/index.html', '/empresa/demo/admin']) {
      const response = await get(url, BROWSER);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-encoding'), url).toBe('br');
      // A client route's shell also says what to preload for a signed-in person.
      expect(response.headers.get('vary'), url).toBe(
        url.startsWith('/empresa') ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding',
      );
      expect(response.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), url).toBe('no-cache');
      expect(brotliDecompressSync(await bytesOf(response)).toString(), url).toBe(pageSource);
    }
  });

  it("asks a signed-in person's browser to fetch the screen's first reads and texts with the page", async () => {
    const signedIn = (url: string, headers: Record<string, string> = {}) =>
      app.request(url, {
        headers: { cookie: 'better-auth.session_token=abc.def', 'accept-encoding': BROWSER, ...headers },
      });
    const dashboard = await signedIn('/dashboard', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(dashboard.headers.get('link')).toBe(
      '</api/v1/me>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
        '</api/v1/checkins/today>; rel=preload; as=fetch; crossorigin=use-credentials, ' +
        '</assets/dashboard-en1.js>; rel=modulepreload',
    );
    expect(dashboard.headers.get('content-encoding')).toBe('br');
    // The texts in the language the app will choose: a remembered choice before the browser's.
    const chosen = await app.request('/dashboard', {
      headers: {
        cookie: 'better-auth.session_token=abc.def; tera.language=es',
        'accept-language': 'en-GB,en;q=0.9',
      },
    });
    expect(chosen.headers.get('link')).toContain('</assets/dashboard-es1.js>; rel=modulepreload');
    expect(chosen.headers.get('link')).not.toContain('dashboard-en1');
    // A first screen the shell does not name has its own code asked for too.
    expect((await signedIn('/panel-lider', { 'accept-language': 'en' })).headers.get('link')).toContain(
      '</assets/panel-9a8b.js>; rel=modulepreload, </assets/panel-en1.js>; rel=modulepreload',
    );
    expect((await signedIn('/empresa/demo/admin')).headers.get('link')).toBe(
      '</api/v1/me>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    // Someone not signed in would only be refused those reads.
    expect((await get('/dashboard', BROWSER)).headers.get('link')).toBeNull();
  });

  it('keeps the service worker revalidated when it is compressed', async () => {
    const response = await get('/sw.js', BROWSER);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers HEAD with the length of what GET would send, and no body', async () => {
    const response = await get(ENTRY, BROWSER, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Number(response.headers.get('content-length'))).toBe(
      readFileSync(path.join(distDir, 'assets', 'app-1a2b.js.br')).byteLength,
    );
    expect(await response.text()).toBe('');
  });

  it('answers a range in bytes of the file itself', async () => {
    const response = await get(ENTRY, BROWSER, { range: 'bytes=0-5' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-range')).toBe(`bytes 0-5/${entrySource.length}`);
    expect(await response.text()).toBe(entrySource.slice(0, 6));
  });

  it('sends an image the build did not compress as it is, without varying', async () => {
    const response = await get('/assets/logo-5e6f.png', BROWSER);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
  });

  describe('through the Node server', () => {
    let server: ServerType;
    let port: number;
    beforeAll(async () => {
      server = await new Promise<ServerType>((resolve) => {
        const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
          resolve(listening),
        );
      });
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const onTheWire = (method: string, url: string) =>
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const outgoing = httpRequest(
          { host: '127.0.0.1', port, method, path: url, headers: { 'accept-encoding': BROWSER } },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () =>
              resolve({
                status: incoming.statusCode ?? 0,
                headers: incoming.headers,
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      });

    it('sends exactly the brotli bytes it announces, and only their length to HEAD', async () => {
      const brotli = readFileSync(path.join(distDir, 'assets', 'app-1a2b.js.br'));
      const got = await onTheWire('GET', ENTRY);
      expect(got.headers['content-encoding']).toBe('br');
      expect(got.headers['content-length']).toBe(String(brotli.byteLength));
      expect(got.body.equals(brotli)).toBe(true);
      const head = await onTheWire('HEAD', ENTRY);
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(String(brotli.byteLength));
      expect(head.body.byteLength).toBe(0);
    });
  });
});

describe('the public pages the build prerendered', () => {
  let distDir: string;
  const app = new Hono<AppEnv>();
  let databaseAnswers = true;
  const shell = '<!doctype html><html lang="es"><div id="root"></div></html>';
  const drawn = (language: string, page: string) =>
    `<!doctype html><html lang="${language}"><div id="root">${page} ${language}</div></html>`;
  const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });
  const pageOf = async (response: Response) => {
    const bytes = Buffer.from(await response.arrayBuffer());
    return response.headers.get('content-encoding') === 'br'
      ? brotliDecompressSync(bytes).toString()
      : bytes.toString();
  };

  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'tera-dist-'));
    writeBuilt(path.join(distDir, 'index.html'), shell);
    for (const language of ['es', 'en']) {
      mkdirSync(path.join(distDir, 'prerendered', language), { recursive: true });
      for (const page of ['index', 'auth']) {
        writeBuilt(path.join(distDir, 'prerendered', language, `${page}.html`), drawn(language, page));
      }
    }
    mountWeb(app, distDir, () => databaseAnswers);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('sends the drawn page in the language the browser asks for, compressed, never cached stale', async () => {
    const response = await get('/', { 'accept-language': 'en-GB,en;q=0.9', 'accept-encoding': BROWSER });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(await pageOf(response)).toBe(drawn('en', 'index'));
    expect(await pageOf(await get('/auth', { 'accept-language': 'es-ES' }))).toBe(drawn('es', 'auth'));
    expect(await pageOf(await get('/auth'))).toBe(drawn('es', 'auth'));
  });

  it('follows the detection order: ?lng, then the remembered choice, then the browser', async () => {
    const english = { 'accept-language': 'en' };
    expect(await pageOf(await get('/?lng=es', english))).toBe(drawn('es', 'index'));
    expect(await pageOf(await get('/', { ...english, cookie: 'tera.language=es' }))).toBe(
      drawn('es', 'index'),
    );
  });

  it('sends the shell to a signed-in person and to a link with its own query', async () => {
    const signedIn = { cookie: 'better-auth.session_token=abc.def; tera.language=en' };
    expect(await pageOf(await get('/', signedIn))).toBe(shell);
    expect(await pageOf(await get('/auth', { cookie: '__Secure-better-auth.session_token=x.y' }))).toBe(
      shell,
    );
    expect(await pageOf(await get('/auth?from=%2Fpanel-lider'))).toBe(shell);
  });

  it('sends the shell while the database does not answer, so the app starts and shows the configuration screen', async () => {
    databaseAnswers = false;
    try {
      expect(await pageOf(await get('/', { 'accept-language': 'en' }))).toBe(shell);
      expect(await pageOf(await get('/auth'))).toBe(shell);
    } finally {
      databaseAnswers = true;
    }
    expect(await pageOf(await get('/auth'))).toBe(drawn('es', 'auth'));
  });

  it('sends the shell for a public page the build did not draw', async () => {
    expect(await pageOf(await get('/registration', { 'accept-language': 'en' }))).toBe(shell);
  });
});
