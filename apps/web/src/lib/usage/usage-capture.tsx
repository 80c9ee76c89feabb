import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context';
import type { UsageCapture as Capture } from './start-usage-capture';

/**
 * Captures a signed-in person's usage: one session while they are signed in (signing out ends it),
 * and a page view each time the address changes screen. Its code loads once the screen is drawn,
 * so no page waits for it before its first paint.
 */
export function UsageCapture() {
  const { pathname } = useLocation();
  const userId = useAuth().session?.userId;
  const capture = useRef<Capture | null>(null);
  const viewed = useRef<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    let started: Capture | null = null;
    import('./start-usage-capture').then(
      ({ startUsageCapture }) => {
        if (stopped) return;
        started = startUsageCapture();
        capture.current = started;
        viewed.current = window.location.pathname;
        started.pageView(viewed.current);
      },
      // Usage is not captured on a device that cannot load its code; nothing else depends on it.
      () => undefined,
    );
    return () => {
      stopped = true;
      started?.stop();
      capture.current = null;
    };
  }, [userId]);

  useEffect(() => {
    if (!capture.current || viewed.current === pathname) return;
    viewed.current = pathname;
    capture.current.pageView(pathname);
  }, [pathname]);

  return null;
}
