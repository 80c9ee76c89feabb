import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  isCheckinGuardSkipRequested,
  shouldShowCheckinPrompt,
  SKIP_CHECKIN_QUERY_PARAM,
  SKIP_CHECKIN_STORAGE_KEY,
} from '@tera/domain';
import { useCheckinDay } from '../hooks/use-checkin-day';
import { usePendingCheckinSync } from '../hooks/use-pending-checkin-sync';
import { readItem } from '../../../lib/device-storage';
import { useHasCheckinDraft } from '../storage/checkin-draft';
import { isCheckinPostponedOn, postponeCheckin } from '../storage/postponement';
import { DailyCheckinScreen } from './daily-checkin-screen';

// Every signed-in page carries the guard, and most visits find today's check-in done: the prompt's
// code, a dialog's, comes once the prompt is due.
const CheckinPromptModal = lazy(() =>
  import('./checkin-prompt-modal').then((module) => ({ default: module.CheckinPromptModal })),
);

/**
 * Over the app, the prompt to check in (docs/product/checkin.md#the-prompt) when the domain says it
 * is due. 'Completar Check-in Ahora' puts the full check-in screen in the app's place; once it is
 * done, the person sees it recorded and continues into the app. 'Hacerlo más tarde' lets them in
 * for the rest of that local day. Answers already begun that day (say, before a session lapsed)
 * skip the question and open the check-in itself again. It also sends any check-in this device kept
 * offline, at start and whenever the connection returns.
 */
export function CheckinPromptGuard({ children }: { children: ReactNode }) {
  const { userId, today, done } = useCheckinDay();
  const { pathname, search } = useLocation();
  const { ready } = useTranslation('checkin', { useSuspense: false });
  usePendingCheckinSync(userId);
  const [checkingIn, setCheckingIn] = useState(false);
  // Kept in state too, so the choice holds even where the device refuses to store it.
  const [postponedOn, setPostponedOn] = useState<string | null>(null);
  const answersBegun = useHasCheckinDraft(userId, today?.date);

  const due =
    userId !== null &&
    today !== undefined &&
    shouldShowCheckinPrompt({
      completed: done,
      allowed: today.allowed,
      hour: today.hour,
      workdayStartHour: today.workdayStartHour,
      postponed: postponedOn === today.date || isCheckinPostponedOn(userId, today.date),
      pathname,
      onLeave: today.onLeave,
      forced: isCheckinGuardSkipRequested({
        queryValue: new URLSearchParams(search).get(SKIP_CHECKIN_QUERY_PARAM),
        storedValue: readItem(SKIP_CHECKIN_STORAGE_KEY),
      }),
    });

  // Set once, during render, so the screen then stays until the person leaves it like any other.
  if (due && answersBegun && !checkingIn) setCheckingIn(true);

  const later = () => {
    if (!userId || !today) return;
    postponeCheckin(userId, today.date);
    setPostponedOn(today.date);
    setCheckingIn(false);
  };

  if (checkingIn && userId !== null) {
    // It stands in for the whole app, frame included, so it is the page's main content.
    return (
      <main id="main" className="min-h-dvh bg-bg">
        <DailyCheckinScreen onLeave={(finished) => (finished ? setCheckingIn(false) : later())} />
      </main>
    );
  }
  return (
    <>
      {children}
      {due && ready && (
        <Suspense fallback={null}>
          <CheckinPromptModal onCompleteNow={() => setCheckingIn(true)} onLater={later} />
        </Suspense>
      )}
    </>
  );
}
