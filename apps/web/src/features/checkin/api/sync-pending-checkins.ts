import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-error';
import { currentLanguage, i18n, loadNamespace } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { forgetPendingCheckin, readPendingCheckins, type PendingCheckin } from '../storage/pending-checkins';
import { formatLocalDate } from '../checkin-times';
import { putTodayCheckin } from './put-today-checkin';
import { recordStoredCheckin } from './today-cache';

type Outcome = 'stored' | 'rejected' | 'keep';

const running = new Map<string, Promise<void>>();

async function send(userId: string, item: PendingCheckin, queryClient: QueryClient): Promise<Outcome> {
  try {
    const { checkin } = await putTodayCheckin(item.request);
    forgetPendingCheckin(userId, item.request.submission_id);
    await recordStoredCheckin(queryClient, userId, checkin);
    await loadNamespace('checkin');
    notify.success(i18n.t('checkin:toast.synced.title'), {
      description: i18n.t('checkin:toast.synced.description', { date: formatDay(item.date) }),
    });
    return 'stored';
  } catch (error) {
    // 409: the day already has another check-in, or it was made outside the window; 400: older than
    // the replay limit. Neither will ever be accepted, so keeping it would only retry forever.
    if (isApiError(error) && (error.status === 409 || error.status === 400)) {
      forgetPendingCheckin(userId, item.request.submission_id);
      await loadNamespace('checkin');
      const reason = error.status === 409 ? 'notAllowed' : 'invalid';
      notify.error(i18n.t('checkin:toast.syncRejected.title'), {
        description: i18n.t(`checkin:toast.syncRejected.${reason}`, { date: formatDay(item.date) }),
      });
      return 'rejected';
    }
    // No connection, a server hiccup or a lapsed session: keep it for the next chance.
    return 'keep';
  }
}

function formatDay(date: string): string {
  return formatLocalDate(date, currentLanguage());
}

async function syncAll(userId: string, queryClient: QueryClient): Promise<void> {
  for (const item of readPendingCheckins(userId)) {
    if (!navigator.onLine) return;
    if ((await send(userId, item, queryClient)) === 'keep') return;
  }
}

/**
 * Sends the check-ins this device kept while offline, oldest first, each with its own
 * submission_id and made_at so the server files it on the day it was made and never twice.
 * Calls that overlap (the 'online' event and a screen opening together) share one run.
 */
export function syncPendingCheckins(userId: string, queryClient: QueryClient): Promise<void> {
  const current = running.get(userId);
  if (current) return current;
  const run = syncAll(userId, queryClient).finally(() => running.delete(userId));
  running.set(userId, run);
  return run;
}
