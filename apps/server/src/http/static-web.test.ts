import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { mountWeb } from './static-web.ts';

describe('the built web app', () => {
  let distDir: string;
  const app = new Hono<AppEnv>();

  beforeAll(() => {
    distDir = mkdtempSync(path.join(tmpdir(), 'tera-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Tera</title>');
    writeFileSync(path.join(distDir, 'assets', 'app-1a2b.js'), 'export {};');
    mountWeb(app, distDir);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('serves hashed assets cached for a year', async () => {
    const response = await app.request('/assets/app-1a2b.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await app.request('/assets/gone-9z8y.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>');
  });

  it('answers any other path with the page, so the client router decides', async () => {
    const response = await app.request('/empresa/demo/admin');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>Tera</title>');
  });
});
