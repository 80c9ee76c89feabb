import { useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { localDateSchema, pendingCheckinsStorageKey, todayCheckinRequestSchema } from '@tera/domain';
import { readItem, removeItem, subscribeToDeviceStorage, writeItem } from '../../../lib/device-storage';

/** A check-in made without a connection: what will be sent, and the local day it counts for. */
const pendingCheckinSchema = z.object({
  date: localDateSchema,
  request: todayCheckinRequestSchema.extend({ made_at: z.iso.datetime({ offset: true }) }),
});

export type PendingCheckin = z.output<typeof pendingCheckinSchema>;

/** Anything unreadable is dropped rather than blocking the rest: it could never be sent anyway. */
function parseStored(raw: string | null): PendingCheckin[] {
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const parsed = pendingCheckinSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function readPendingCheckins(userId: string): PendingCheckin[] {
  return parseStored(readItem(pendingCheckinsStorageKey(userId)));
}

function writePendingCheckins(userId: string, items: PendingCheckin[]): boolean {
  const key = pendingCheckinsStorageKey(userId);
  return items.length > 0 ? writeItem(key, JSON.stringify(items)) : (removeItem(key), true);
}

/** One check-in a day: a newer one for the same day replaces the older. False if the device refused. */
export function keepPendingCheckin(userId: string, item: PendingCheckin): boolean {
  const others = readPendingCheckins(userId).filter((kept) => kept.date !== item.date);
  return writePendingCheckins(userId, [...others, item]);
}

export function forgetPendingCheckin(userId: string, submissionId: string): void {
  const items = readPendingCheckins(userId);
  const rest = items.filter((item) => item.request.submission_id !== submissionId);
  if (rest.length !== items.length) writePendingCheckins(userId, rest);
}

/** Re-renders whenever the device's pending check-ins change, in this tab or another. */
export function usePendingCheckins(userId: string | null): PendingCheckin[] {
  // The raw text is the snapshot, so an unchanged store gives the same value and no render loop.
  const raw = useSyncExternalStore(
    subscribeToDeviceStorage,
    () => (userId ? readItem(pendingCheckinsStorageKey(userId)) : null),
    () => null,
  );
  return useMemo(() => parseStored(raw), [raw]);
}
