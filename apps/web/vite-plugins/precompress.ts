import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats; images and fonts (png, woff2) are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, for the server to send
 * as they are: compressed once at the highest levels rather than on every request. A variant is
 * kept only where it is smaller than the file. Vite's manifest (`.vite/`) is for tools, not browsers.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tera:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last and alone, so the service worker the PWA plugin writes when the bundle closes is included.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true }))
          .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.'))
          .map((file) => path.join(outDir, file));
        await Promise.all(files.map(writeVariants));
      },
    },
  };
}

async function writeVariants(file: string): Promise<void> {
  const source = await readFile(file);
  const variants = {
    br: await brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gz: await gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
  };
  for (const [suffix, bytes] of Object.entries(variants)) {
    if (bytes.byteLength < source.byteLength) await writeFile(`${file}.${suffix}`, bytes);
  }
}
