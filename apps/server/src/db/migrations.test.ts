import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const folder = new URL('../../drizzle/', import.meta.url);

describe('migrations', () => {
  // drizzle-kit writes REFERENCES "public"."table"; that breaks a database whose tables live in
  // another schema (as each PostgreSQL test file's do), so generated files are edited to drop it.
  it('never name the public schema', () => {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
      expect(readFileSync(new URL(file, folder), 'utf8'), file).not.toContain('"public".');
    }
  });
});
