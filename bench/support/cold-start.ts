import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../e2e/support/tera-server.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const POLL_MS = 10;

export interface ColdStart {
  /** From spawning `npm start`'s entry to the first 200 of /api/health. */
  firstAnswerMs: number;
  /** To the first 200 of /api/ready: migrated (and seeded, on a new database) and answering. */
  readyMs: number;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts the production entry, times its first answers, and stops it again. */
export async function measureColdStart(env: Record<string, string>): Promise<ColdStart> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    let firstAnswerMs = Number.NaN;
    const deadline = started + 180_000;
    while (performance.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (Number.isNaN(firstAnswerMs) && (await answers(`${url}/api/health`))) {
        firstAnswerMs = performance.now() - started;
      }
      if (!Number.isNaN(firstAnswerMs) && (await answers(`${url}/api/ready`))) {
        return { firstAnswerMs: Math.round(firstAnswerMs), readyMs: Math.round(performance.now() - started) };
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error('the server did not become ready within 180 s');
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
