import { checkinPostponedStorageKey, isCheckinPostponed } from '@tera/domain';
import { readItem, writeItem } from '../../../lib/device-storage';

/** 'Hacerlo más tarde': remembered per person for the local date it was chosen on. */
export function postponeCheckin(userId: string, today: string): void {
  writeItem(checkinPostponedStorageKey(userId), today);
}

export function isCheckinPostponedOn(userId: string, today: string): boolean {
  return isCheckinPostponed({ postponedOn: readItem(checkinPostponedStorageKey(userId)), today });
}
