import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { SESSION_CHECK_INTERVAL_MS, type Me, type Profile } from '@tera/domain';
import {
  authKeys,
  getSession,
  signInWithPassword,
  signOutOfSession,
  signUpWithPassword,
} from './session-api';
import { homeFor } from './return-path';
import { clearUserData } from './clear-user-data';
import { endUsageSession } from '../usage/start-usage-capture';
import { askWhoIsSignedIn, useLastKnownPerson, whoIsSignedInQuery } from './last-known-person';
import { signInRoute, type SessionEnd } from './sign-in-arrival';
import { whoIsSignedIn } from './signed-in-person';
import { useUnauthorizedResponses } from './use-unauthorized-responses';

/** The auth state (docs/product/identity.md#the-auth-state), with the operations that change it. */
export interface AuthState {
  user: Me['user'] | null;
  profile: Profile | null;
  session: { userId: string } | null;
  loading: boolean;
  initialized: boolean;
  /** Why the server could not say who is signed in, when this device remembers nobody either. */
  failure: Error | null;
  /** Where this person starts: the page sign-in leads to when they came from nowhere in particular. */
  home: string;
  /** Why a session ended on this page, so sign-in can say it; null while none has. */
  sessionEnd: SessionEnd | null;
  companyId: string | null;
  company: Me['company'];
  directReports: Profile[];
  hasDirectReports: boolean;
  isLeader: boolean;
  isSuperAdmin: boolean;
  signIn(credentials: { email: string; password: string }): Promise<Me | null>;
  /** Signs nobody in: the person confirms their address by the link mailed to it. */
  signUp(account: { name: string; email: string; password: string }): Promise<void>;
  /** Signs out, then to sign-in; `stay` keeps the page, for a door that turns an account away itself. */
  signOut(options?: { stay?: boolean }): Promise<void>;
  refresh(): Promise<Me | null>;
}

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  const me = useQuery({
    ...whoIsSignedInQuery(queryClient),
    // While the server cannot say, it is asked again at each session check.
    refetchInterval: (query) => (query.state.status === 'error' ? SESSION_CHECK_INTERVAL_MS : false),
  });
  const lastKnown = useLastKnownPerson();
  const answer = whoIsSignedIn(me, lastKnown);
  const person = answer.status === 'known' ? answer.me : null;
  const failure = answer.status === 'unavailable' ? answer.error : null;
  const initialized = answer.status !== 'asking';
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (person) wasSignedIn.current = true;
  }, [person]);
  // Sign-in, sign-up and sign-out each set loading until they are done or have failed.
  const [busy, setBusy] = useState(0);
  const [sessionEnd, setSessionEnd] = useState<SessionEnd | null>(null);

  const load = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: authKeys.session });
    return queryClient.fetchQuery({
      queryKey: authKeys.me,
      queryFn: ({ signal }) => askWhoIsSignedIn(queryClient, signal),
      staleTime: 0,
    });
  }, [queryClient]);

  const whileBusy = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setBusy((count) => count + 1);
    try {
      return await work();
    } finally {
      setBusy((count) => count - 1);
    }
  }, []);

  /** `leave` takes the person to sign-in now; a page that needs nobody signed in may stay. */
  const endSession = useCallback(
    (end: SessionEnd, { leave }: { leave: boolean }) => {
      wasSignedIn.current = false;
      setSessionEnd(end);
      clearUserData(queryClient, { keepUnsentCheckins: end === 'expired' });
      queryClient.setQueryData(authKeys.me, null);
      if (!leave) return;
      // After signing in again a person whose session lapsed goes back to the page it ended on.
      const { to, state } = signInRoute(end, here.current);
      void navigate(to, { state });
    },
    [navigate, queryClient],
  );

  // The server says nobody is signed in where this page showed a person, or where the device
  // remembered one: that person's session has ended.
  useEffect(() => {
    if (me.data === null && (wasSignedIn.current || lastKnown)) {
      endSession('expired', { leave: wasSignedIn.current });
    }
  }, [me.data, lastKnown, endSession]);

  const checking = useRef(false);
  const checkSession = useCallback(async () => {
    // Several refusals at once need one look at the session, not one each.
    if (!wasSignedIn.current || checking.current) return;
    checking.current = true;
    const session = await getSession().catch(() => undefined);
    checking.current = false;
    // Only a definite "no session" ends it: being offline says nothing about the session.
    if (session === null && wasSignedIn.current) endSession('expired', { leave: true });
  }, [endSession]);

  // The session is checked every 5 minutes, whether or not the page has focus.
  useEffect(() => {
    const timer = setInterval(() => void checkSession(), SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [checkSession]);
  // A request refused for want of a session may mean it ended between two checks.
  useUnauthorizedResponses(queryClient, checkSession);

  const state = useMemo<AuthState>(() => {
    const directReports = person?.directReports ?? [];
    return {
      user: person?.user ?? null,
      profile: person?.profile ?? null,
      session: person ? { userId: person.user.id } : null,
      loading: !initialized || busy > 0,
      initialized,
      failure,
      home: homeFor(person),
      sessionEnd,
      companyId: person?.profile.companyId ?? null,
      company: person?.company ?? null,
      directReports,
      hasDirectReports: directReports.length > 0,
      isLeader: person?.isLeader ?? false,
      isSuperAdmin: person?.isSuperAdmin ?? false,
      signIn: (credentials) =>
        whileBusy(async () => {
          await signInWithPassword(credentials);
          setSessionEnd(null);
          return load();
        }),
      signUp: (account) =>
        whileBusy(async () => {
          await signUpWithPassword(account);
        }),
      signOut: ({ stay = false } = {}) =>
        whileBusy(async () => {
          await endUsageSession();
          // Whatever the server answers, nothing of the person stays on this device.
          await signOutOfSession().catch(() => undefined);
          endSession('signedOut', { leave: !stay });
        }),
      refresh: load,
    };
  }, [person, initialized, failure, busy, sessionEnd, whileBusy, load, endSession]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
