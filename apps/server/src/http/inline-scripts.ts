import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The hashes of the scripts the web build writes into its documents (apps/web/vite-plugins/
 * inline-head-script.ts), as CSP sources: the policy allows those scripts and no other inline one.
 * A build without the file, or no build, allows none.
 */
export function readInlineScriptHashes(distDir: string | undefined): string[] {
  if (!distDir) return [];
  const file = path.join(distDir, 'inline-scripts.json');
  if (!existsSync(file)) return [];
  const { scriptHashes } = JSON.parse(readFileSync(file, 'utf8')) as { scriptHashes: string[] };
  return scriptHashes;
}
