import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { as, signIn, type TestPerson } from '../../test/support/sessions.ts';
import { DEMO_PASSWORD } from '../seed/demo-people.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { readSseEvents } from '../modules/team/testing/read-sse-events.ts';

const BROWSER = 'gzip, deflate, br, zstd';
const LEADER_PANEL = '/api/v1/team/pulse?days=30';

const acceptEncoding = (coding: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'accept-encoding': coding },
});

async function sentBytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('compressed API answers', () => {
  let app: TestApp;
  let carlos: TestPerson;
  let panel: string;

  beforeAll(async () => {
    app = await createTestApp({ TRUST_PROXY: 'true' });
    await seedDemoData(app.deps, 'http://localhost:3000');
    carlos = await signIn(app, 'carlos@demo.tera.local', DEMO_PASSWORD);
    panel = await (await app.request(LEADER_PANEL, as(carlos))).text();
  }, 60_000);
  afterAll(() => app.dispose());

  it('sends a JSON answer over 1 KB in brotli, keeping it out of every cache', async () => {
    expect(Buffer.byteLength(panel)).toBeGreaterThan(1024);
    const response = await app.request(LEADER_PANEL, as(carlos, acceptEncoding(BROWSER)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-length')).toBeNull();
    const sent = await sentBytes(response);
    expect(sent.byteLength).toBeLessThan(Buffer.byteLength(panel));
    expect(JSON.parse(brotliDecompressSync(sent).toString())).toEqual(JSON.parse(panel));
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await app.request(LEADER_PANEL, as(carlos, acceptEncoding('gzip')));
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await sentBytes(response)).toString())).toEqual(JSON.parse(panel));
  });

  it('sends the JSON itself when no coding is accepted, saying the answer varies', async () => {
    for (const coding of ['identity', 'br;q=0, gzip;q=0']) {
      const response = await app.request(LEADER_PANEL, as(carlos, acceptEncoding(coding)));
      expect(response.headers.get('content-encoding'), coding).toBeNull();
      expect(response.headers.get('vary'), coding).toContain('Accept-Encoding');
      expect(await response.text()).toBe(panel);
    }
  });

  it('leaves a small answer, an error among them, as it is', async () => {
    const health = await app.request('/api/health', acceptEncoding(BROWSER));
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(health.headers.get('vary')).toContain('Accept-Encoding');
    expect(await health.json()).toEqual({ status: 'ok' });
    const missing = await app.request('/api/v1/nothing-here', acceptEncoding(BROWSER));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBeNull();
    expect(await missing.json()).toMatchObject({ error: { code: 'RECORD_NOT_FOUND' } });
  });

  it('still refuses an oversized body, with its JSON error', async () => {
    const response = await app.request(
      '/api/v1/demo-requests',
      acceptEncoding(BROWSER, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'x'.repeat(200_000) }),
      }),
    );
    expect(response.status).toBe(413);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('never compresses the live event stream', async () => {
    const controller = new AbortController();
    const response = await app.request(
      '/api/v1/team/events',
      as(carlos, acceptEncoding(BROWSER, { signal: controller.signal })),
    );
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    const events = readSseEvents(response);
    try {
      expect(await events.next('team-today')).toHaveProperty('teamSize');
    } finally {
      controller.abort();
      await events.close();
    }
  });
});
