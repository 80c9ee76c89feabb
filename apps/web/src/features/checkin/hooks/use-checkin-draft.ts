import { useEffect, useState } from 'react';
import { keepCheckinDraft, readCheckinDraft } from '../storage/checkin-draft';
import { answersFrom, useCheckinAnswers } from './use-checkin-answers';

/**
 * The answers form, kept on the device as it is filled in, for the person and the day it is for: a
 * session that lapses, a reload or a closed tab loses nothing, and the form opens again from them
 * that day. `restored` says it did.
 */
export function useCheckinDraft(userId: string | null, date: string | undefined) {
  const [restored] = useState(() => (userId && date ? readCheckinDraft(userId, date) : null));
  const form = useCheckinAnswers(restored ? answersFrom(restored) : undefined);

  useEffect(() => {
    if (!userId || !date) return;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => keepCheckinDraft(userId, date, values),
    });
  }, [form, userId, date]);

  return { form, restored: restored !== null };
}
