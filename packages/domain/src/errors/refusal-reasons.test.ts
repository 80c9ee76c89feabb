import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './api-error.ts';
import { ERROR_CATALOGUE } from './error-catalogue.ts';
import { describeRefusal, REFUSAL_CATALOGUE } from './refusal-catalogue.ts';
import { isRefusalReason, REFUSAL_REASONS } from './refusal-reasons.ts';

describe('refusal reasons', () => {
  it('are told apart from any other string', () => {
    for (const reason of REFUSAL_REASONS) expect(isRefusalReason(reason)).toBe(true);
    expect(isRefusalReason('USER_NOT_FOUND')).toBe(false);
    expect(isRefusalReason('feature_blocked')).toBe(false);
    expect(isRefusalReason(undefined)).toBe(false);
  });

  it('are the only reasons an error body accepts', () => {
    const body = (reason: string) => ({ error: { code: 'UNAUTHORIZED', message: 'no', reason } });
    expect(apiErrorSchema.safeParse(body('LAST_ADMIN')).success).toBe(true);
    expect(apiErrorSchema.safeParse(body('SOMETHING_ELSE')).success).toBe(false);
  });

  it('each have a text in both languages', () => {
    for (const language of ['es', 'en'] as const) {
      for (const reason of REFUSAL_REASONS)
        expect(REFUSAL_CATALOGUE[language][reason].length).toBeGreaterThan(0);
    }
  });

  it('a role refusal reads as the permission error always has', () => {
    expect(describeRefusal('FORBIDDEN_ROLE')).toBe(ERROR_CATALOGUE.es.UNAUTHORIZED);
    expect(describeRefusal('FORBIDDEN_ROLE', 'en')).toBe(ERROR_CATALOGUE.en.UNAUTHORIZED);
  });
});
