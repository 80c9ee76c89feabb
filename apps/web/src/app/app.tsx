import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { AppProvider } from './provider';

interface AppFrameProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** What every page sits in, in the browser and when a public page is prerendered at build. */
export function AppFrame({ queryClient, children }: AppFrameProps) {
  return (
    <AppErrorBoundary>
      <AppProvider queryClient={queryClient}>{children}</AppProvider>
    </AppErrorBoundary>
  );
}

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <AppFrame queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
