import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readInlineScriptHashes } from './inline-scripts.ts';

describe('the inline scripts the policy allows', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'tera-dist-'));
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('are the ones the web build names, by hash', () => {
    writeFileSync(
      path.join(distDir, 'inline-scripts.json'),
      JSON.stringify({ scriptHashes: ["'sha256-abc='"] }),
    );
    expect(readInlineScriptHashes(distDir)).toEqual(["'sha256-abc='"]);
  });

  it('are none without a web build, or with one that names none', () => {
    expect(readInlineScriptHashes(undefined)).toEqual([]);
    expect(readInlineScriptHashes(path.join(distDir, 'missing'))).toEqual([]);
  });
});
