import { describe, expect, it } from 'vitest';
import {
  checkinDraftStorageKey,
  checkinPostponedStorageKey,
  isCheckinDeviceStorageKey,
  isCheckinPostponed,
  isUnsentCheckinStorageKey,
  pendingCheckinsStorageKey,
} from './checkin-device-storage.ts';
import { SKIP_CHECKIN_STORAGE_KEY } from './prompt-guard.ts';

describe('check-in device storage keys', () => {
  it('keeps each person apart', () => {
    expect(checkinPostponedStorageKey('u1')).not.toBe(checkinPostponedStorageKey('u2'));
    expect(pendingCheckinsStorageKey('u1')).not.toBe(pendingCheckinsStorageKey('u2'));
    expect(pendingCheckinsStorageKey('u1')).not.toBe(checkinPostponedStorageKey('u1'));
    expect(checkinDraftStorageKey('u1')).not.toBe(checkinDraftStorageKey('u2'));
    expect(checkinDraftStorageKey('u1')).not.toBe(pendingCheckinsStorageKey('u1'));
  });

  it('recognises its own keys for clearing at sign-out, and nothing else', () => {
    expect(isCheckinDeviceStorageKey(checkinPostponedStorageKey('u1'))).toBe(true);
    expect(isCheckinDeviceStorageKey(pendingCheckinsStorageKey('u1'))).toBe(true);
    expect(isCheckinDeviceStorageKey(checkinDraftStorageKey('u1'))).toBe(true);
    expect(isCheckinDeviceStorageKey(SKIP_CHECKIN_STORAGE_KEY)).toBe(false);
    expect(isCheckinDeviceStorageKey('tera.companySlug')).toBe(false);
  });

  it('tells the answers the server has not stored yet, which outlive a lapsed session, from the rest', () => {
    expect(isUnsentCheckinStorageKey(pendingCheckinsStorageKey('u1'))).toBe(true);
    expect(isUnsentCheckinStorageKey(checkinDraftStorageKey('u1'))).toBe(true);
    expect(isUnsentCheckinStorageKey(checkinPostponedStorageKey('u1'))).toBe(false);
    expect(isUnsentCheckinStorageKey('tera.companySlug')).toBe(false);
  });
});

describe('isCheckinPostponed', () => {
  it('holds for the day it was chosen on only', () => {
    expect(isCheckinPostponed({ postponedOn: '2026-03-10', today: '2026-03-10' })).toBe(true);
    expect(isCheckinPostponed({ postponedOn: '2026-03-09', today: '2026-03-10' })).toBe(false);
    expect(isCheckinPostponed({ postponedOn: null, today: '2026-03-10' })).toBe(false);
    expect(isCheckinPostponed({ postponedOn: undefined, today: '2026-03-10' })).toBe(false);
  });
});
