import { useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { OfflineStatus } from '../components/layout/offline-status';
import { InstallBanner } from '../features/install/components/install-banner';
import { SystemGate } from '../features/system-status/components/system-gate';
import { NavigationProgress } from './navigation-progress';

/**
 * Scroll restoration from the first move to another page on. On the page the app opened on it
 * would scroll to the top as the app takes over, and a prerendered page can have been scrolled, and
 * typed into, before its code ran: the person would lose their place. That first page keeps the
 * browser's own restoration, as on a reload.
 */
function ScrollRestorationAfterFirstPage() {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [moved, setMoved] = useState(false);
  if (!moved && key !== firstKey) setMoved(true);
  return moved ? <ScrollRestoration /> : null;
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <OfflineStatus />
      <SystemGate>
        <Outlet />
      </SystemGate>
      <InstallBanner />
      <ScrollRestorationAfterFirstPage />
    </>
  );
}
