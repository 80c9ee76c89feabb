import { describe, expect, it } from 'vitest';
import { apiKeyScopeSchema, keyScopeCovers } from './api-key-scope.ts';
import { apiKeyHint, looksLikeApiKey } from './api-key-secret.ts';

describe("an API key's scope", () => {
  it('lets a read-only key read its resources and nothing else', () => {
    const scope = { access: 'read' as const, resources: ['people' as const] };
    expect(keyScopeCovers(scope, { resource: 'people', access: 'read' })).toBe(true);
    expect(keyScopeCovers(scope, { resource: 'people', access: 'write' })).toBe(false);
    expect(keyScopeCovers(scope, { resource: 'teams', access: 'read' })).toBe(false);
  });

  it('lets a read-write key read and write its resources only', () => {
    const scope = { access: 'write' as const, resources: ['teams' as const, 'surveys' as const] };
    expect(keyScopeCovers(scope, { resource: 'teams', access: 'write' })).toBe(true);
    expect(keyScopeCovers(scope, { resource: 'surveys', access: 'read' })).toBe(true);
    expect(keyScopeCovers(scope, { resource: 'people', access: 'read' })).toBe(false);
  });

  it('refuses a scope without resources, with one twice, or with one Tera does not know', () => {
    expect(apiKeyScopeSchema.safeParse({ access: 'read', resources: [] }).success).toBe(false);
    expect(apiKeyScopeSchema.safeParse({ access: 'read', resources: ['people', 'people'] }).success).toBe(
      false,
    );
    expect(apiKeyScopeSchema.safeParse({ access: 'read', resources: ['checkins'] }).success).toBe(false);
    expect(apiKeyScopeSchema.safeParse({ access: 'admin', resources: ['people'] }).success).toBe(false);
  });
});

describe("an API key's form", () => {
  it('is recognised by its prefix and length, and hinted at by its first characters', () => {
    const key = `tera_${'a'.repeat(43)}`;
    expect(looksLikeApiKey(key)).toBe(true);
    expect(looksLikeApiKey(`tera_${'a'.repeat(42)}`)).toBe(false);
    expect(looksLikeApiKey(`sk_${'a'.repeat(45)}`)).toBe(false);
    expect(apiKeyHint(key)).toBe('tera_aaaaaaaa');
  });
});
