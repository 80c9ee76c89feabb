import { describe, expect, it } from 'vitest';
import {
  isCheckinGuardSkipRequested,
  isSkippedCheckinPath,
  resolveWorkdayStartHour,
  shouldShowCheckinPrompt,
  SKIP_CHECKIN_QUERY_PARAM,
  SKIP_CHECKIN_STORAGE_KEY,
  SKIPPED_PATH_PREFIXES,
} from './prompt-guard.ts';

const DUE = {
  completed: false,
  allowed: true,
  hour: 10,
  postponed: false,
  pathname: '/dashboard',
  forced: false,
};

describe('shouldShowCheckinPrompt', () => {
  it('shows when nothing holds it back', () => {
    expect(shouldShowCheckinPrompt(DUE)).toBe(true);
  });

  it('does not show once completed, postponed or not allowed', () => {
    expect(shouldShowCheckinPrompt({ ...DUE, completed: true })).toBe(false);
    expect(shouldShowCheckinPrompt({ ...DUE, postponed: true })).toBe(false);
    expect(shouldShowCheckinPrompt({ ...DUE, allowed: false })).toBe(false);
    expect(shouldShowCheckinPrompt({ ...DUE, onLeave: true })).toBe(false);
  });

  it('waits for the default workday start of 9 and stays through hour 23', () => {
    expect(shouldShowCheckinPrompt({ ...DUE, hour: 8 })).toBe(false);
    expect(shouldShowCheckinPrompt({ ...DUE, hour: 9 })).toBe(true);
    expect(shouldShowCheckinPrompt({ ...DUE, hour: 23 })).toBe(true);
    expect(shouldShowCheckinPrompt({ ...DUE, hour: 0 })).toBe(false);
  });

  it("waits for the company's later workday start", () => {
    expect(shouldShowCheckinPrompt({ ...DUE, hour: 10, workdayStartHour: 11 })).toBe(false);
    expect(shouldShowCheckinPrompt({ ...DUE, hour: 11, workdayStartHour: 11 })).toBe(true);
  });

  it('falls back to 9 for a missing or impossible workday start', () => {
    expect(shouldShowCheckinPrompt({ ...DUE, hour: 9, workdayStartHour: null })).toBe(true);
    expect(shouldShowCheckinPrompt({ ...DUE, hour: 9, workdayStartHour: 30 })).toBe(true);
    expect(shouldShowCheckinPrompt({ ...DUE, hour: 8, workdayStartHour: 30 })).toBe(false);
  });

  it('is skipped when forced by the flag', () => {
    expect(shouldShowCheckinPrompt({ ...DUE, forced: true })).toBe(false);
  });

  it.each([
    '/auth',
    '/auth/callback',
    '/onboarding',
    '/welcome',
    '/landing',
    '/registro',
    '/test-ai',
    '/quick-checkin',
    '/super-admin/dashboard',
  ])('is skipped on %s', (pathname) => {
    expect(shouldShowCheckinPrompt({ ...DUE, pathname })).toBe(false);
  });

  it.each(['/dashboard', '/panel-lider', '/empresa/acme/admin', '/'])('shows on %s', (pathname) => {
    expect(shouldShowCheckinPrompt({ ...DUE, pathname })).toBe(true);
  });
});

describe('isSkippedCheckinPath', () => {
  it('lists the skipped prefixes', () => {
    expect(SKIPPED_PATH_PREFIXES).toEqual([
      '/auth',
      '/onboarding',
      '/welcome',
      '/landing',
      '/registro',
      '/test-ai',
      '/quick-checkin',
      '/super-admin',
    ]);
  });

  it('matches by start of path only', () => {
    expect(isSkippedCheckinPath('/super-admin')).toBe(true);
    expect(isSkippedCheckinPath('/empresa/acme/auth')).toBe(false);
    expect(isSkippedCheckinPath('/dashboard')).toBe(false);
  });
});

describe('isCheckinGuardSkipRequested', () => {
  it('names the flags', () => {
    expect(SKIP_CHECKIN_QUERY_PARAM).toBe('skipCheckin');
    expect(SKIP_CHECKIN_STORAGE_KEY).toBe('tera.skipCheckinGuard');
  });

  it('is set by a present query value or stored value', () => {
    expect(isCheckinGuardSkipRequested({ queryValue: 'true', storedValue: null })).toBe(true);
    expect(isCheckinGuardSkipRequested({ queryValue: '', storedValue: null })).toBe(true);
    expect(isCheckinGuardSkipRequested({ queryValue: null, storedValue: 'true' })).toBe(true);
  });

  it("is not set when absent or written as 'false' or '0'", () => {
    expect(isCheckinGuardSkipRequested({ queryValue: null, storedValue: null })).toBe(false);
    expect(isCheckinGuardSkipRequested({ queryValue: undefined, storedValue: undefined })).toBe(false);
    expect(isCheckinGuardSkipRequested({ queryValue: 'FALSE', storedValue: '0' })).toBe(false);
  });
});

describe('resolveWorkdayStartHour', () => {
  it('keeps whole hours 0..23 and falls back to 9 otherwise', () => {
    expect(resolveWorkdayStartHour(0)).toBe(0);
    expect(resolveWorkdayStartHour(23)).toBe(23);
    expect(resolveWorkdayStartHour(24)).toBe(9);
    expect(resolveWorkdayStartHour(-1)).toBe(9);
    expect(resolveWorkdayStartHour(8.5)).toBe(9);
    expect(resolveWorkdayStartHour('10')).toBe(9);
    expect(resolveWorkdayStartHour(undefined)).toBe(9);
  });
});
