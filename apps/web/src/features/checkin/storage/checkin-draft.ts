import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import {
  checkinDraftStorageKey,
  checkinSubmissionSchema,
  localDateSchema,
  type CheckinSubmission,
  type CheckinSubmissionInput,
} from '@tera/domain';
import { readItem, removeItem, subscribeToDeviceStorage, writeItem } from '../../../lib/device-storage';

/** Answers being given, and the local day they are for: they are of no use on another day. */
const draftSchema = z.object({ date: localDateSchema, answers: checkinSubmissionSchema });

/** Anything unreadable counts as no draft: the form starts afresh rather than from a broken one. */
function readDraft(userId: string): z.output<typeof draftSchema> | null {
  const raw = readItem(checkinDraftStorageKey(userId));
  if (!raw) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readCheckinDraft(userId: string, date: string): CheckinSubmission | null {
  const draft = readDraft(userId);
  return draft?.date === date ? draft.answers : null;
}

/** A device that refuses to store it only loses the draft, never the answers on screen. */
export function keepCheckinDraft(userId: string, date: string, answers: CheckinSubmissionInput): void {
  writeItem(checkinDraftStorageKey(userId), JSON.stringify({ date, answers }));
}

export function forgetCheckinDraft(userId: string): void {
  removeItem(checkinDraftStorageKey(userId));
}

/** Whether answers for `date` wait on this device, kept current as they come and go. */
export function useHasCheckinDraft(userId: string | null, date: string | undefined): boolean {
  // The draft's day is the snapshot, so typing an answer does not re-render whoever asks.
  const draftDate = useSyncExternalStore(
    subscribeToDeviceStorage,
    () => (userId ? (readDraft(userId)?.date ?? null) : null),
    () => null,
  );
  return date !== undefined && draftDate === date;
}
