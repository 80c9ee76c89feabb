// The browser journeys drive Debian's chromium. A fresh machine lacks it: as root, install it;
// otherwise say exactly what to run.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM_PATH)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt) {
  console.error(
    `Chromium is not at ${CHROMIUM_PATH}. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

console.log("Installing Debian's chromium for the browser journeys…");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', 'chromium'],
]) {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
