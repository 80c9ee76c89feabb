// Runs the whole app as one process: builds the web app when its sources are newer than the
// build, then starts the API server, which serves the built app too.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'packages/domain/src',
];

function newestChange(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(target, name))),
    stat.mtimeMs,
  );
}

function isWebBuildStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return webSources.some((source) => newestChange(path.join(root, source)) > builtAt);
}

process.env.NODE_ENV ??= 'production';

if (isWebBuildStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', '@tera/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import(path.join(root, 'apps/server/src/main.ts'));
