import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minifySync, type Plugin } from 'vite';

/**
 * Where the build names the hashes of the scripts it writes into its documents, for the server's
 * content security policy (apps/server/src/http/inline-scripts.ts), which allows no other inline
 * script.
 */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

/**
 * Writes the script a document names by `src` into the document itself, minified. Every page runs
 * it from its head before its first paint; as a file of its own it was one more request before that
 * paint, and on a phone each one waits its round trip and splits the connection with the app's code
 * (docs/decisions/046-head-script-written-into-each-page.md).
 */
export function inlineHeadScript(src: string, sourceFile: string): Plugin {
  const tag = new RegExp(`<script src="${src.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"([^>]*)></script>`);
  // Minified once a build, or once a dev server start; the document and the hash use the same text.
  let code = '';
  return {
    name: 'tera:inline-head-script',
    buildStart() {
      this.addWatchFile(sourceFile);
      code = minifySync(sourceFile, readFileSync(sourceFile, 'utf8')).code.trim();
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!tag.test(html)) throw new Error(`index.html has no <script src="${src}">`);
        return html.replace(tag, (_whole, attributes: string) => `<script${attributes}>${code}</script>`);
      },
    },
    generateBundle() {
      const hash = createHash('sha256').update(code).digest('base64');
      this.emitFile({
        type: 'asset',
        fileName: INLINE_SCRIPTS_FILE,
        source: JSON.stringify({ scriptHashes: [`'sha256-${hash}'`] }, null, 2),
      });
    },
  };
}
