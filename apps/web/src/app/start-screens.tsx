import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-context';
import { HomeWhenSignedIn } from '../lib/auth/home-when-signed-in';

/** `/`: the landing, for anyone but a signed-in person, who goes home. */
export function landingScreen(Landing: ComponentType): ComponentType {
  return function LandingUnlessSignedIn() {
    return (
      <AuthProvider>
        <HomeWhenSignedIn>
          <Landing />
        </HomeWhenSignedIn>
      </AuthProvider>
    );
  };
}

/**
 * `/start`, where the installed app opens: a signed-in person's home, the landing for anyone else.
 * It always waits for the answer, so the app never opens on a page it then leaves.
 */
export function StartScreen() {
  return (
    <AuthProvider>
      <HomeWhenSignedIn waitForAnswer>
        <Navigate to="/" replace />
      </HomeWhenSignedIn>
    </AuthProvider>
  );
}
