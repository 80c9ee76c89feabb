import type { ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { AppProvider, type StartingSession } from './provider';

interface AppFrameProps {
  session: StartingSession;
  children: ReactNode;
}

/** What every page sits in, in the browser and when a public page is prerendered at build. */
export function AppFrame({ session, children }: AppFrameProps) {
  return (
    <AppErrorBoundary>
      <AppProvider session={session}>{children}</AppProvider>
    </AppErrorBoundary>
  );
}

export function App({ router, session }: { router: DataRouter; session: StartingSession }) {
  return (
    <AppFrame session={session}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
