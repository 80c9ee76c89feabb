import type { ReactElement } from 'react';
import { renderScreen } from '../../../testing/render';
import { AuthProvider } from '../../../lib/auth/auth-context';

/** Renders inside the app's own auth state, as every signed-in page is; GET /api/v1/me says who. */
export function renderSignedIn(ui: ReactElement, path = '/') {
  return renderScreen(<AuthProvider>{ui}</AuthProvider>, path);
}
