import { describe, expect, it } from 'vitest';
import { meetsPasswordLength, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules.ts';

describe('password length', () => {
  it('accepts 12 to 128 characters and nothing outside', () => {
    expect(meetsPasswordLength('x'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(false);
    expect(meetsPasswordLength('x'.repeat(PASSWORD_MIN_LENGTH))).toBe(true);
    expect(meetsPasswordLength('x'.repeat(PASSWORD_MAX_LENGTH))).toBe(true);
    expect(meetsPasswordLength('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(false);
  });
});
