import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../process/server-process.ts';
import { startTcpProxy } from './tcp-proxy.ts';

const adminUrl = process.env.TEST_DATABASE_URL!;
const databaseName = `tera_outage_${Date.now().toString(36)}`;

async function admin(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sqlText);
  await client.end();
}

async function status(url: string, init?: RequestInit): Promise<{ status: number; body: string }> {
  const res = await fetch(url, init);
  return { status: res.status, body: await res.text() };
}

const demoRequest = (n: number): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n}` },
  body: JSON.stringify({
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@x.example',
    company: 'X',
    teamSize: '1-10',
  }),
});

describe('the database goes away and comes back', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: ServerProcess;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${databaseName}`);
    const target = new URL(adminUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(adminUrl);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${databaseName}`;
    server = await startServerProcess({ DATABASE_URL: url.toString(), TRUST_PROXY: 'true' });
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  it('fails requests with a clear retryable error meanwhile, reports it, and recovers without a restart', async () => {
    expect((await status(`${server.url}/api/v1/demo-requests`, demoRequest(1))).status).toBe(201);

    await proxy.cut();
    await expect
      .poll(async () => (await status(`${server.url}/api/ready`)).status, { timeout: 15_000 })
      .toBe(503);
    const during = await status(`${server.url}/api/v1/demo-requests`, demoRequest(2));
    expect(during.status).toBe(503);
    expect(JSON.parse(during.body)).toEqual({
      error: { code: 'DATABASE_ERROR', message: 'Error en la base de datos. Intenta nuevamente.' },
    });
    const systemStatus = JSON.parse((await status(`${server.url}/api/v1/system/status`)).body) as {
      components: Array<{ name: string; status: string }>;
    };
    expect(systemStatus.components.find((c) => c.name === 'database')?.status).toBe('error');

    await proxy.restore();
    await expect
      .poll(async () => (await status(`${server.url}/api/ready`)).status, { timeout: 15_000 })
      .toBe(200);
    expect((await status(`${server.url}/api/v1/demo-requests`, demoRequest(3))).status).toBe(201);
    expect(server.child.exitCode).toBeNull();
  });
});
