import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../process/server-process.ts';
import { createScratchDatabase } from '../support/test-database.ts';

/** The server processes the primary has forked, by process id. */
function workerPids(primary: number): number[] {
  try {
    // By command line too: on a cold transpile cache the primary also runs an esbuild helper.
    return execFileSync('pgrep', ['-P', String(primary), '-f', 'src/main.ts'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** The status of /api/health over a connection of its own, never one kept alive from before. */
function healthOnNewConnection(url: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}/api/health`, { agent: false, timeout: 5_000 }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
      .on('timeout', () => reject(new Error('no answer in 5 s')))
      .on('error', reject);
  });
}

async function until(condition: () => boolean, output: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline)
      throw new Error(`not so within ${timeoutMs} ms; the server said:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('several server processes on one port', () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase('tera_workers');
    server = await startServerProcess({
      DATABASE_URL: database.url,
      WORKERS: '2',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    });
  }, 120_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.drop();
  });

  it('starts the workers one after the other, so the demo company is seeded once', async () => {
    await until(() => workerPids(server.child.pid!).length === 2, server.output);
    await until(() => (server.output().match(/Tera is listening/g) ?? []).length === 2, server.output);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from companies where slug = 'demo'",
    );
    await client.end();
    expect(rows[0]!.count).toBe(1);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  });

  it('replaces a worker that dies, and keeps answering meanwhile', async () => {
    const [victim] = workerPids(server.child.pid!);
    process.kill(victim!, 'SIGKILL');
    // Until the primary hears of the death it may still hand the dead worker a connection.
    await until(() => server.output().includes('a server worker stopped'), server.output);
    // A kept-alive connection to the dead worker is gone with it; every new one is answered.
    for (let i = 0; i < 20; i += 1) expect(await healthOnNewConnection(server.url)).toBe(200);
    await until(() => {
      const pids = workerPids(server.child.pid!);
      return pids.length === 2 && !pids.includes(victim!);
    }, server.output);
  });

  it('drains every worker on SIGTERM and exits 0', async () => {
    const workers = workerPids(server.child.pid!);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
