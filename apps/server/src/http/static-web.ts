import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './app-env.ts';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any
 * unknown non-API path answered with index.html so the client router can show its own page.
 */
export function mountWeb(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use(
    '*',
    serveStatic({
      root: distDir,
      onFound: (filePath, c) => {
        if (!filePath.includes(`${path.sep}assets${path.sep}`)) c.header('Cache-Control', 'no-cache');
      },
    }),
  );
  // A chunk missing after a deploy must fail as a missing file, not load index.html as code.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return true;
}
