import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { getMimeType } from 'hono/utils/mime';

/** Codings the web build writes beside a file, in the server's order of preference. */
const SUFFIXES = { br: '.br', gzip: '.gz' } as const;
export type PrecompressedCoding = keyof typeof SUFFIXES;

export interface PrecompressedFile {
  /** The media type of the original, which every variant carries. */
  contentType: string;
  lastModified: string;
  /** In the server's order of preference. */
  variants: Map<PrecompressedCoding, { file: string; size: number }>;
}

/**
 * Every file of the build that has compressed variants beside it, by its URL path. Read once at
 * start: the build does not change under a running server, and the lookup by exact path means a
 * request can only ever reach a file listed here.
 */
export function findPrecompressedFiles(root: string): Map<string, PrecompressedFile> {
  const found = new Map<string, PrecompressedFile>();
  for (const relative of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const original = path.join(root, relative);
    const stats = statSync(original);
    if (!stats.isFile()) continue;
    const variants: PrecompressedFile['variants'] = new Map();
    for (const [coding, suffix] of Object.entries(SUFFIXES) as [PrecompressedCoding, string][]) {
      const file = original + suffix;
      if (existsSync(file)) variants.set(coding, { file, size: statSync(file).size });
    }
    if (variants.size === 0) continue;
    found.set(`/${relative.split(path.sep).join('/')}`, {
      contentType: getMimeType(original) ?? 'application/octet-stream',
      lastModified: stats.mtime.toUTCString(),
      variants,
    });
  }
  return found;
}
