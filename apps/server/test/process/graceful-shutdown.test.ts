import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'tera-drain-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('SIGTERM', () => {
  it('finishes requests in flight, refuses new ones, and exits 0', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    const statuses: Array<number | 'refused'> = [];
    const burst = Array.from({ length: 60 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 5));
      try {
        const res = await fetch(`${server.url}/api/v1/system/status`);
        await res.arrayBuffer();
        statuses.push(res.status);
      } catch {
        statuses.push('refused');
      }
    });
    await new Promise((r) => setTimeout(r, 100));
    server.child.kill('SIGTERM');
    await Promise.all(burst);
    expect(await server.exited).toBe(0);

    const answered = statuses.filter((s) => s === 200).length;
    expect(answered).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 503 || s === 'refused')).toBe(true);
    expect(statuses.filter((s) => s === 'refused' || s === 503).length).toBeGreaterThan(0);
  });
});
