import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemStatusSchema } from '@tera/domain';
import { startSmtpSink } from '../../../test/support/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

describe('system endpoints', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.dispose());

  it('GET /api/health answers ok', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers ok while the database answers', async () => {
    expect((await app.request('/api/ready')).status).toBe(200);
  });

  it('GET /api/v1/system/status reports the database critical and optional services missing', async () => {
    const res = await app.request('/api/v1/system/status');
    expect(res.status).toBe(200);
    const status = systemStatusSchema.parse(await res.json());
    expect(status.components.find((c) => c.name === 'database')).toMatchObject({
      status: 'ok',
      critical: true,
    });
    for (const name of ['email', 'payments', 'ai'] as const) {
      expect(status.components.find((c) => c.name === name)).toMatchObject({
        status: 'missing',
        critical: false,
      });
    }
    expect(status.features.every((f) => !f.enabled)).toBe(true);
    expect(status.issues.map((i) => i.component).sort()).toEqual(['ai', 'email', 'payments']);
    expect(status.issues.every((i) => i.severity === 'warning')).toBe(true);
  });

  it('enables the AI feature when a provider is configured', async () => {
    const withAi = await createTestApp({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_API_KEY: 'key' });
    try {
      const status = systemStatusSchema.parse(await (await withAi.request('/api/v1/system/status')).json());
      expect(status.features.find((f) => f.name === 'aiAssistant')?.enabled).toBe(true);
    } finally {
      await withAi.dispose();
    }
  });

  it("reports each app's own mail server, even when another app checked a server moments before", async () => {
    const smtp = await startSmtpSink();
    const reachable = await createTestApp({ SMTP_URL: smtp.url });
    const unreachable = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    const email = async (server: TestApp) =>
      systemStatusSchema
        .parse(await (await server.request('/api/v1/system/status')).json())
        .components.find((c) => c.name === 'email')?.status;
    try {
      expect(await email(reachable)).toBe('ok');
      expect(await email(unreachable)).toBe('error');
      expect(await email(reachable)).toBe('ok');
    } finally {
      await reachable.dispose();
      await unreachable.dispose();
      await smtp.stop();
    }
  });

  it('publishes an OpenAPI document in which every route declares its access', async () => {
    const res = await app.request('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, Record<string, unknown>>> };
    // The account routes name their own base (better-auth's), outside the access policies.
    const apiPaths = Object.values(doc.paths).filter((item) => !('servers' in item));
    const operations = apiPaths.flatMap((p) => Object.values(p));
    expect(operations.length).toBeGreaterThan(1);
    for (const op of operations) expect(op['x-access']).toBeDefined();
  });

  it('answers unknown API paths with RECORD_NOT_FOUND as JSON', async () => {
    const res = await app.request('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'RECORD_NOT_FOUND' } });
  });

  it('refuses oversized bodies without a 500', async () => {
    const res = await app.request('/api/v1/demo-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(200_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });
});
