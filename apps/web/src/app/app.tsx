import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </AppErrorBoundary>
  );
}
