import { Outlet, ScrollRestoration } from 'react-router';
import { OfflineStatus } from '../components/layout/offline-status';
import { InstallBanner } from '../features/install/components/install-banner';
import { SystemGate } from '../features/system-status/components/system-gate';
import { NavigationProgress } from './navigation-progress';

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <OfflineStatus />
      <SystemGate>
        <Outlet />
      </SystemGate>
      <InstallBanner />
      <ScrollRestoration />
    </>
  );
}
