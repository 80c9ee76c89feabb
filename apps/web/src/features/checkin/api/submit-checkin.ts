import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  checkinProgress,
  checkinSubmitRetryDelay,
  checkSubmitPreconditions,
  isNoSessionRefusal,
  shouldRetryCheckinSubmit,
  type CheckinSubmission,
  type SubmitBlockReason,
  type TodayCheckin,
  type TodayCheckinRequest,
} from '@tera/domain';
import { useTranslation } from 'react-i18next';
import { failureFacts, isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { forgetCheckinDraft } from '../storage/checkin-draft';
import { keepPendingCheckin } from '../storage/pending-checkins';
import { checkinKeys } from '../../../lib/checkin-keys';
import { putTodayCheckin } from './put-today-checkin';
import { recordStoredCheckin } from './today-cache';

export interface CheckinSubmit {
  /** The answers as the domain's submission schema checked them. */
  answers: CheckinSubmission;
  /** The analysis card showed its result when submit was pressed; the success toast says so. */
  withInsights: boolean;
}

export type SubmitOutcome = SubmitBlockReason | 'invalid' | 'stored' | 'keptOnDevice';

interface Attempt {
  userId: string;
  date: string;
  request: TodayCheckinRequest;
  /** When the person pressed submit: an offline replay lands on that day. */
  madeAt: string;
  withInsights: boolean;
}

// Still on the network when the retries give up: the answer waits on the device instead of being lost.
function isOffline(error: unknown): boolean {
  return !navigator.onLine || (isApiError(error) && error.code === 'NETWORK_ERROR');
}

/**
 * PUT /api/v1/checkins/today (docs/product/checkin.md#submitting): the preconditions in order, each with
 * its own toast; the submit retried on retryable failures; a success or failure toast. Without a
 * connection the check-in is kept on the device and sent when the connection returns. A session that
 * ended meanwhile is said as such, and the answers stay in their draft for after signing in again.
 * A failed send is said (or kept) first and then thrown on, so the form can put the server's field
 * errors beside their fields.
 */
export function useSubmitCheckin({
  userId,
  today,
  onCompleted,
}: {
  userId: string | null;
  today: TodayCheckin | undefined;
  onCompleted?: (() => void) | undefined;
}) {
  const { t } = useTranslation('checkin');
  const { t: catalogue } = useTranslation('errorCodes');
  const queryClient = useQueryClient();

  const keepOnDevice = ({ userId: owner, date, request, madeAt }: Attempt) => {
    const kept = keepPendingCheckin(owner, { date, request: { ...request, made_at: madeAt } });
    if (kept) {
      forgetCheckinDraft(owner);
      notify.info(t('toast.savedOnDevice.title'), { description: t('toast.savedOnDevice.description') });
    } else {
      notify.error(t('toast.failure'));
    }
  };

  const mutation = useMutation({
    mutationFn: (attempt: Attempt) => putTodayCheckin(attempt.request),
    // Offline is handled here (kept on the device), not by pausing the request until reconnection.
    networkMode: 'always',
    retry: (failureCount, error) =>
      navigator.onLine && shouldRetryCheckinSubmit(failureCount, failureFacts(error)),
    retryDelay: checkinSubmitRetryDelay,
    onSuccess: ({ checkin }, attempt) => {
      forgetCheckinDraft(attempt.userId);
      void recordStoredCheckin(queryClient, attempt.userId, checkin);
      notify.success(t('toast.success.title'), {
        description: t(attempt.withInsights ? 'toast.success.withInsights' : 'toast.success.plain'),
      });
      onCompleted?.();
    },
    onError: (error, attempt) => {
      if (isOffline(error)) {
        keepOnDevice(attempt);
        return;
      }
      // Whatever code came with it, a refusal for want of a session means the session has ended.
      if (isNoSessionRefusal(failureFacts(error))) {
        notify.error(t('toast.unauthenticated.title'), { description: catalogue('SESSION_EXPIRED') });
        return;
      }
      if (isApiError(error) && error.reason === 'CHECKIN_NOT_ALLOWED') {
        // The day takes no check-in now, so answers kept for it would never be sent.
        forgetCheckinDraft(attempt.userId);
        notify.error(t('toast.notAllowed.title'), { description: t('toast.notAllowed.description') });
      } else {
        notify.error(
          isApiError(error) && error.code !== 'UNKNOWN_ERROR' ? describeError(error) : t('toast.failure'),
        );
      }
      // Whatever went wrong, show the day as the server now sees it.
      void queryClient.invalidateQueries({ queryKey: checkinKeys.today(attempt.userId) });
    },
  });

  const submit = async ({ answers, withInsights }: CheckinSubmit): Promise<SubmitOutcome> => {
    const blocked = checkSubmitPreconditions({
      isAuthenticated: userId !== null,
      allowed: today?.allowed ?? false,
      progress: checkinProgress({ values: answers, tags: answers }),
    });
    if (blocked) {
      notify.error(t(`toast.${blocked}.title`), { description: t(`toast.${blocked}.description`) });
      return blocked;
    }
    if (!userId || !today) {
      notify.error(t('toast.failure'));
      return 'invalid';
    }
    const attempt: Attempt = {
      userId,
      date: today.date,
      // One id for this press and all its retries, so the server recognises a repeat.
      request: { ...answers, submission_id: crypto.randomUUID() },
      madeAt: new Date().toISOString(),
      withInsights,
    };
    if (!navigator.onLine) {
      keepOnDevice(attempt);
      return 'keptOnDevice';
    }
    await mutation.mutateAsync(attempt);
    return 'stored';
  };

  return { submit, isSubmitting: mutation.isPending };
}
