/**
 * What the browser keeps about check-ins, per person so two people sharing a device never see or
 * send each other's answers. Sign-out removes every key under these prefixes.
 */
export const CHECKIN_POSTPONED_STORAGE_PREFIX = 'tera.checkinPostponed.';
export const PENDING_CHECKINS_STORAGE_PREFIX = 'tera.pendingCheckins.';

export const CHECKIN_DEVICE_STORAGE_PREFIXES = [
  CHECKIN_POSTPONED_STORAGE_PREFIX,
  PENDING_CHECKINS_STORAGE_PREFIX,
] as const;

/** Holds the local date (YYYY-MM-DD) on which the person chose 'Hacerlo más tarde'. */
export function checkinPostponedStorageKey(userId: string): string {
  return CHECKIN_POSTPONED_STORAGE_PREFIX + userId;
}

/** Holds the check-ins made while offline, each with its submission_id and made_at. */
export function pendingCheckinsStorageKey(userId: string): string {
  return PENDING_CHECKINS_STORAGE_PREFIX + userId;
}

export function isCheckinDeviceStorageKey(key: string): boolean {
  return CHECKIN_DEVICE_STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix));
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
