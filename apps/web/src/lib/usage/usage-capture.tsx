import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { startUsageCapture, type UsageCapture as Capture } from './start-usage-capture';

/**
 * Captures a signed-in person's usage: one session while they are signed in (signing out ends it),
 * and a page view each time the address changes screen.
 */
export function UsageCapture() {
  const { pathname } = useLocation();
  const userId = useAuth().session?.userId;
  const capture = useRef<Capture | null>(null);
  const viewed = useRef<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    const started = startUsageCapture();
    capture.current = started;
    viewed.current = window.location.pathname;
    started.pageView(viewed.current);
    return () => {
      started.stop();
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
