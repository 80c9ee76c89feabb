import { describe, expect, it } from 'vitest';
import { readApiErrorBody } from './api-error';

describe('reading an API error body', () => {
  it('keeps the code, message, fields and reason', () => {
    const error = readApiErrorBody(400, {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Los datos…',
        fields: { email: ['validation.email'] },
        reason: 'ALREADY_MEMBER',
      },
    });
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
      fields: { email: ['validation.email'] },
      reason: 'ALREADY_MEMBER',
    });
  });

  it("carries a feature gate's block reason and plans", () => {
    const error = readApiErrorBody(403, {
      error: {
        code: 'UNAUTHORIZED',
        message: 'No tienes permisos',
        reason: 'FEATURE_BLOCKED',
        blockReason: 'plan',
        currentPlan: 'starter',
        requiredPlan: 'professional',
      },
    });
    expect(error?.featureBlock).toEqual({
      blockReason: 'plan',
      currentPlan: 'starter',
      requiredPlan: 'professional',
    });
  });

  it('refuses what is not our error body', () => {
    expect(readApiErrorBody(502, '<html>Bad gateway</html>')).toBeNull();
    expect(readApiErrorBody(400, { error: { code: 'NOPE', message: 'x' } })).toBeNull();
    expect(
      readApiErrorBody(400, { error: { code: 'VALIDATION_ERROR', message: 'x', fields: { a: 'b' } } })
        ?.fields,
    ).toBeUndefined();
  });

  it('reads a reason outside the closed set as none', () => {
    const error = readApiErrorBody(403, { error: { code: 'UNAUTHORIZED', message: 'x', reason: 'NEW_ONE' } });
    expect(error?.reason).toBeUndefined();
  });
});
