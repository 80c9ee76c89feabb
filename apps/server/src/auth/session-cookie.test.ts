import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sessionTokenFromCookie } from './session-cookie.ts';

const secret = 'a-secret-of-some-length-for-tests';
const signed = (token: string, key = secret) =>
  encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);

describe('session cookie', () => {
  it('gives the token when the signature is ours', () => {
    expect(sessionTokenFromCookie(`a=1; better-auth.session_token=${signed('tok123')}`, secret)).toBe(
      'tok123',
    );
    expect(sessionTokenFromCookie(`__Secure-better-auth.session_token=${signed('tok9')}`, secret)).toBe(
      'tok9',
    );
  });

  it('refuses a forged, truncated or missing signature', () => {
    expect(
      sessionTokenFromCookie(`better-auth.session_token=${signed('tok123', 'another-secret')}`, secret),
    ).toBeNull();
    expect(sessionTokenFromCookie('better-auth.session_token=tok123', secret)).toBeNull();
    expect(sessionTokenFromCookie('better-auth.session_token=tok123.', secret)).toBeNull();
    expect(sessionTokenFromCookie('better-auth.session_token=%E0%A4%A', secret)).toBeNull();
    expect(sessionTokenFromCookie(undefined, secret)).toBeNull();
  });
});
