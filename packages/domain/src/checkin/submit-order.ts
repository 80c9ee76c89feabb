import { canSubmitProgress } from './progress.ts';

/** The API's refusal texts for a check-in submit, word for word (docs/product/checkin.md#submitting). */
export const CHECKIN_UNAUTHENTICATED_MESSAGE = 'User must be authenticated to submit check-in';
export const CHECKIN_NOT_ALLOWED_MESSAGE = 'Check-in not allowed at this time or already completed';

export type SubmitBlockReason = 'unauthenticated' | 'notAllowed' | 'incomplete';

/** Checked in this order, so the user sees the first thing to fix. */
export function checkSubmitPreconditions({
  isAuthenticated,
  allowed,
  progress,
}: {
  isAuthenticated: boolean;
  allowed: boolean;
  progress: number;
}): SubmitBlockReason | null {
  if (!isAuthenticated) return 'unauthenticated';
  if (!allowed) return 'notAllowed';
  if (!canSubmitProgress(progress)) return 'incomplete';
  return null;
}
