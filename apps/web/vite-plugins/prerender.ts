import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

const run = promisify(execFile);

interface RenderedPage {
  file: string;
  language: string;
  languageStorageKey: string;
  html: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
// The shell's request for the locale data (head/before-paint.js), which a public page does not
// need before it is used.
const LOCALE_DATA_REQUEST = ' data-locale-data';
const MODULE_PRELOADS = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
// React writes a screen's <title> and <meta> where the screen renders them; in a document they
// belong in the head.
const HEAD_ELEMENTS = /<title>[^<]*<\/title>|<meta name="description"[^>]*\/?>/g;

/** The built index.html, carrying one rendered page in its language. */
export function pageDocument(template: string, page: RenderedPage): string {
  const headElements = page.html.match(HEAD_ELEMENTS) ?? [];
  const body = page.html.replace(HEAD_ELEMENTS, '');
  const imports = [...template.matchAll(MODULE_PRELOADS)].map((preload) => preload[1]).join(' ');
  const document = template
    // The page is whole before its scripts run, so they run once it is used (public/start-on-first-use.js).
    .replace(
      ENTRY_SCRIPT,
      `<script src="/start-on-first-use.js" data-entry="$1" data-imports="${imports}" data-language-key="${page.languageStorageKey}" defer></script>`,
    )
    .replace(MODULE_PRELOADS, '')
    .replace(LOCALE_DATA_REQUEST, '')
    .replace(/<html lang="[^"]*">/, `<html lang="${page.language}">`)
    .replace(ROOT_ELEMENT, `<div id="root" data-prerendered-language="${page.language}">${body}</div>`);
  // They go before the build's fallback title, which stays: the browser names the tab after the
  // first title, React claims the first when it takes the page over and removes it when the screen
  // goes, and a next screen without a title of its own still has the fallback.
  const fallbackTitle = document.indexOf('<title>');
  if (fallbackTitle < 0) throw new Error('index.html has no <title>');
  return document.slice(0, fallbackTitle) + headElements.join('') + document.slice(fallbackTitle);
}

/**
 * After the client build, renders the public pages (docs/decisions/010-public-pages-prerendered.md)
 * with react-dom/server and writes each, in each language, as a copy of index.html with the page
 * inside. It runs before the precompress step, which then compresses these pages too.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'tera:prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // A build that failed wrote no shell, and its own error is the one to show.
        if (!existsSync(path.join(outDir, 'index.html'))) return;
        const bundleDir = path.join(root, 'node_modules/.cache/tera-prerender');
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            ssr: path.join(root, 'src/prerender/prerender-all.tsx'),
            outDir: bundleDir,
            emptyOutDir: true,
            copyPublicDir: false,
          },
        });
        const renderedFile = path.join(bundleDir, 'rendered.json');
        await run(process.execPath, [
          path.join(root, 'vite-plugins/render-in-document.mjs'),
          path.join(bundleDir, 'prerender-all.js'),
          renderedFile,
        ]);
        const pages = JSON.parse(await readFile(renderedFile, 'utf8')) as RenderedPage[];
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        if (!ENTRY_SCRIPT.test(template)) throw new Error('index.html names no entry script');
        if (!template.includes(LOCALE_DATA_REQUEST)) throw new Error('index.html asks for no locale data');
        await rm(path.join(outDir, 'prerendered'), { recursive: true, force: true });
        for (const page of pages) {
          const target = path.join(outDir, page.file);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, pageDocument(template, page));
        }
      },
    },
  };
}
