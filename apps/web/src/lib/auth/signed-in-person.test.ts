import { describe, expect, it } from 'vitest';
import { me, profile } from '../../testing/dashboard-server';
import { whoIsSignedIn, type MeQueryFacts } from './signed-in-person';

const ASKING: MeQueryFacts = { data: undefined, error: null, isPaused: false, failureCount: 0 };
const SERVER_DOWN = new Error('HTTP 500');
const EMPLOYEE = me();
const SOMEONE_ELSE = me(profile({ id: 'user-2', email: 'ana@acme.test' }));

describe('whoIsSignedIn', () => {
  it('takes the server’s answer over anyone remembered, "nobody" included', () => {
    expect(whoIsSignedIn({ ...ASKING, data: SOMEONE_ELSE }, EMPLOYEE)).toEqual({
      status: 'known',
      me: SOMEONE_ELSE,
    });
    expect(whoIsSignedIn({ ...ASKING, data: null }, EMPLOYEE)).toEqual({ status: 'known', me: null });
  });

  it('waits for the server while it can be asked, even with a person remembered', () => {
    expect(whoIsSignedIn(ASKING, EMPLOYEE)).toEqual({ status: 'asking' });
  });

  it('opens with the remembered person while offline, or once an attempt has failed', () => {
    const remembered = { status: 'known', me: EMPLOYEE };
    expect(whoIsSignedIn({ ...ASKING, isPaused: true }, EMPLOYEE)).toEqual(remembered);
    expect(whoIsSignedIn({ ...ASKING, failureCount: 1 }, EMPLOYEE)).toEqual(remembered);
    expect(whoIsSignedIn({ ...ASKING, error: SERVER_DOWN, failureCount: 4 }, EMPLOYEE)).toEqual(remembered);
  });

  it('with nobody remembered, waits for the connection and reports a failure, never "signed out"', () => {
    expect(whoIsSignedIn({ ...ASKING, isPaused: true }, undefined)).toEqual({ status: 'asking' });
    expect(whoIsSignedIn({ ...ASKING, failureCount: 1 }, undefined)).toEqual({ status: 'asking' });
    expect(whoIsSignedIn({ ...ASKING, error: SERVER_DOWN, failureCount: 4 }, undefined)).toEqual({
      status: 'unavailable',
      error: SERVER_DOWN,
    });
  });
});
