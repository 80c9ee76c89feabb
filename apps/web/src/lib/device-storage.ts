/**
 * Local storage can refuse to work (private mode, full quota, disabled by policy); every caller
 * here must still run, so a refusal reads as "nothing stored" and a failed write reports false.
 */

const listeners = new Set<() => void>();

/** The 'storage' event only reaches other tabs; this tab hears of its own changes from here. */
function announceChange(): void {
  for (const listener of listeners) listener();
}

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  } finally {
    announceChange();
  }
}

export function removeItem(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing was readable, so nothing is left behind.
  }
  announceChange();
}

export function storedKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return [];
  }
}

/** Calls `listener` whenever what is stored changes, in this tab or another. */
export function subscribeToDeviceStorage(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
