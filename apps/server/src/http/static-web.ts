import { createReadStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './app-env.ts';
import { acceptedEncoding } from './accepted-encoding.ts';
import { findPrecompressedFiles, type PrecompressedFile } from './precompressed-files.ts';
import { languageOfPage, prerenderedFileFor, readPrerenderedPages } from './prerendered-pages.ts';
import { readFirstScreens, shellPreloadLink } from './shell-preloads.ts';

// A prerendered page differs by language and by whether the person is signed in.
const PAGE_VARIES_BY = 'Accept-Encoding, Accept-Language, Cookie';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any
 * unknown non-API path answered with index.html so the client router can show its own page. A
 * public page the build prerendered goes to whoever is not signed in, in their language, while the
 * database answers: otherwise the shell goes, so the app starts at once and shows the
 * configuration screen (a drawn page runs the app only once it is used, docs/decisions/044). A
 * file the build compressed goes out as the variant the request accepts.
 */
export function mountWeb(app: Hono<AppEnv>, distDir: string, databaseAnswers: () => boolean): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const precompressed = findPrecompressedFiles(distDir);
  const index = precompressed.get('/index.html');
  if (index) precompressed.set('/', index);
  const prerendered = readPrerenderedPages(distDir);
  const firstScreens = readFirstScreens(distDir);

  app.get('*', async (c, next) => {
    const file = prerenderedFileFor(c);
    const html = file && prerendered.get(file);
    if (!file || !html || !databaseAnswers()) return next();
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', PAGE_VARIES_BY);
    const compressed = precompressed.get(`/${file}`);
    return (compressed && precompressedAnswer(c, compressed, PAGE_VARIES_BY)) ?? c.html(html);
  });

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.get('*', async (c, next) => {
    const file = precompressed.get(c.req.path);
    const answer = file && precompressedAnswer(c, file);
    if (answer) return answer;
    await next();
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
    // The shell differs by whether the person is signed in, and their language, only in what it
    // asks to preload.
    const preloads = shellPreloadLink(
      c.req.path,
      { cookie: c.req.header('Cookie'), language: languageOfPage(c) },
      firstScreens,
    );
    const varies = 'Accept-Encoding, Accept-Language, Cookie';
    c.header('Vary', varies);
    if (preloads) c.header('Link', preloads);
    return (index && precompressedAnswer(c, index, varies)) ?? c.html(indexHtml);
  });
  return true;
}

/**
 * The compressed variant the request accepts, or nothing when the file itself is to be sent.
 * Either way the answer varies with Accept-Encoding, so a cache keeps one copy per coding.
 */
function precompressedAnswer(
  c: Context<AppEnv>,
  file: PrecompressedFile,
  varies = 'Accept-Encoding',
): Response | undefined {
  c.header('Vary', varies);
  // A range counts bytes of the file itself, as it did before the build compressed anything.
  if (c.req.header('Range')) return undefined;
  const coding = acceptedEncoding(c.req.header('Accept-Encoding'), [...file.variants.keys()]);
  const variant = coding === 'identity' ? undefined : file.variants.get(coding);
  if (coding === 'identity' || !variant) return undefined;
  c.header('Content-Type', file.contentType);
  c.header('Content-Encoding', coding);
  c.header('Content-Length', String(variant.size));
  c.header('Last-Modified', file.lastModified);
  if (!c.req.path.startsWith('/assets/')) c.header('Cache-Control', 'no-cache');
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(Readable.toWeb(createReadStream(variant.file)), 200);
}
