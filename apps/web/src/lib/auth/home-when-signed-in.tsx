import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../../components/ui/loading';
import { useAuth } from './auth-context';
import { useLastKnownPerson } from './last-known-person';

interface HomeWhenSignedInProps {
  /** Where a signed-in person goes instead of this page; their home unless said otherwise. */
  to?: string | null;
  /** Shows nothing until the server has answered, so nobody sees the page and then leaves it. */
  waitForAnswer?: boolean;
  children: ReactNode;
}

/**
 * A page with nothing for a signed-in person (the landing at `/`, the sign-in form): they go home.
 * Anyone else sees it at once, unless this device remembers a person: then it waits for the server,
 * so someone signed in does not glimpse the page before leaving it.
 */
export function HomeWhenSignedIn({ to, waitForAnswer = false, children }: HomeWhenSignedInProps) {
  const auth = useAuth();
  const remembersSomeone = useLastKnownPerson() !== undefined;
  if (auth.profile) return <Navigate to={to ?? auth.home} replace />;
  if (!auth.initialized && (waitForAnswer || remembersSomeone)) return <Loading className="min-h-dvh" />;
  return children;
}
