/**
 * What the browser keeps about check-ins, per person so two people sharing a device never see or
 * send each other's answers. Sign-out removes every key under these prefixes.
 */
export const CHECKIN_POSTPONED_STORAGE_PREFIX = 'tera.checkinPostponed.';
export const PENDING_CHECKINS_STORAGE_PREFIX = 'tera.pendingCheckins.';
export const CHECKIN_DRAFT_STORAGE_PREFIX = 'tera.checkinDraft.';

export const CHECKIN_DEVICE_STORAGE_PREFIXES = [
  CHECKIN_POSTPONED_STORAGE_PREFIX,
  PENDING_CHECKINS_STORAGE_PREFIX,
  CHECKIN_DRAFT_STORAGE_PREFIX,
] as const;

/**
 * Answers the server has not stored yet: check-ins kept offline and the one being given. A session
 * that lapses leaves them for the same person to send after signing in again; only signing out
 * removes them (docs/product/identity.md#signing-out-clears-the-device).
 */
const UNSENT_CHECKIN_STORAGE_PREFIXES = [
  PENDING_CHECKINS_STORAGE_PREFIX,
  CHECKIN_DRAFT_STORAGE_PREFIX,
] as const;

/** Holds the local date (YYYY-MM-DD) on which the person chose 'Hacerlo más tarde'. */
export function checkinPostponedStorageKey(userId: string): string {
  return CHECKIN_POSTPONED_STORAGE_PREFIX + userId;
}

/** Holds the check-ins made while offline, each with its submission_id and made_at. */
export function pendingCheckinsStorageKey(userId: string): string {
  return PENDING_CHECKINS_STORAGE_PREFIX + userId;
}

/** Holds the day's answers while they are being given, with the local day they are for. */
export function checkinDraftStorageKey(userId: string): string {
  return CHECKIN_DRAFT_STORAGE_PREFIX + userId;
}

export function isCheckinDeviceStorageKey(key: string): boolean {
  return CHECKIN_DEVICE_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix));
}

export function isUnsentCheckinStorageKey(key: string): boolean {
  return UNSENT_CHECKIN_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** 'Hacerlo más tarde' lasts for the rest of the local day it was chosen on, and no longer. */
export function isCheckinPostponed({
  postponedOn,
  today,
}: {
  postponedOn: string | null | undefined;
  today: string;
}): boolean {
  return postponedOn === today;
}
