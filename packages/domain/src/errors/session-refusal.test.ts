import { describe, expect, it } from 'vitest';
import { isNoSessionRefusal } from './session-refusal.ts';

describe('isNoSessionRefusal', () => {
  it('reads a 401 as the session gone, whatever code came with it', () => {
    expect(isNoSessionRefusal({ code: 'SESSION_EXPIRED', status: 401 })).toBe(true);
    expect(isNoSessionRefusal({ code: 'UNAUTHORIZED', status: 401 })).toBe(true);
  });

  it('reads nothing about the session into being offline, a timeout, a refusal or a server error', () => {
    expect(isNoSessionRefusal({ code: 'NETWORK_ERROR' })).toBe(false);
    expect(isNoSessionRefusal({ code: 'TIMEOUT', status: 504 })).toBe(false);
    expect(isNoSessionRefusal({ code: 'UNAUTHORIZED', status: 403 })).toBe(false);
    expect(isNoSessionRefusal({ code: 'DATABASE_ERROR', status: 500 })).toBe(false);
    expect(isNoSessionRefusal({})).toBe(false);
  });
});
