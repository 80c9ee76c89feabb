// The one test command: lint, types, unit and API tests (on embedded PGlite, and again on
// PostgreSQL when TEST_DATABASE_URL is set, with the tests that need a database server to cut
// and restore), then browser journeys against the production build.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  [
    'unit + API (PGlite)',
    'npx',
    ['vitest', 'run', '--project', 'domain', '--project', 'web', '--project', 'server'],
    { TEST_DATABASE_URL: '' },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'server', '--project', 'server-postgres'],
  ]);
}
steps.push(['build', 'npm', ['run', 'build']]);
// Route sizes are a figure to watch, printed beside the tests rather than judged by them.
steps.push([
  'bytes sent before each route renders (printed, not judged)',
  'node',
  ['scripts/bundle-size.mjs'],
  {},
  { isReport: true },
]);
steps.push(['browser', 'node', ['scripts/ensure-chromium.mjs']]);
steps.push(['browser journeys', 'npx', ['vitest', 'run', '--project', 'e2e']]);

const results = [];
for (const [name, command, args, env = {}, { isReport = false } = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (isReport) continue;
  results.push({ name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === steps.filter((step) => !step[4]?.isReport).length ? 0 : 1);
