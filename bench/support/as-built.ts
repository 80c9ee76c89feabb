import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, compileForNode } from '../../apps/server/scripts/build.mjs';

const AS_BUILT = 'TERA_BENCH_AS_BUILT';

/**
 * Runs the calling benchmark again, compiled as the server is for production (docs/decisions/009),
 * and exits with its status: run by tsx, it would measure code that names every function it
 * creates, which the production build does not. The compiled file sits beside the server's, so the
 * files the server finds from its own place (the migrations) are found. Returns in the compiled run.
 */
export async function runAsBuilt(entryUrl: string): Promise<void> {
  if (process.env[AS_BUILT]) return;
  const entry = fileURLToPath(entryUrl);
  const outfile = path.join(path.dirname(SERVER_ENTRY), `bench-${path.basename(entry, '.ts')}.mjs`);
  const files = await compileForNode(entry, outfile);
  try {
    mkdirSync(path.dirname(outfile), { recursive: true });
    for (const file of files) writeFileSync(file.path, file.contents);
    const run = spawnSync(process.execPath, [outfile], {
      stdio: 'inherit',
      env: { ...process.env, [AS_BUILT]: '1' },
    });
    process.exitCode = run.status ?? 1;
  } finally {
    for (const file of files) rmSync(file.path, { force: true });
  }
  process.exit();
}
