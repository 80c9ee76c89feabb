import { isCheckinDeviceStorageKey } from '@tera/domain';
import { removeItem, storedKeys } from './device-storage';
import { announcePendingCheckinsChange } from './pending-checkins';

/**
 * Sign-out calls this: check-in answers are health-adjacent personal data, so nothing of them stays
 * on a device someone else may use next — including check-ins still waiting to be sent.
 */
export function clearCheckinDeviceData(): void {
  for (const key of storedKeys()) {
    if (isCheckinDeviceStorageKey(key)) removeItem(key);
  }
  announcePendingCheckinsChange();
}
