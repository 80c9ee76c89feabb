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
  getMe,
  getSession,
  signInWithPassword,
  signOutOfSession,
  signUpWithPassword,
} from './session-api';
import { signInPathFrom } from './return-path';
import { clearUserData } from './clear-user-data';
import { useUnauthorizedResponses } from './use-unauthorized-responses';

/** The auth state (docs/product/identity.md#the-auth-state), with the operations that change it. */
export interface AuthState {
  user: Me['user'] | null;
  profile: Profile | null;
  session: { userId: string } | null;
  loading: boolean;
  initialized: boolean;
  companyId: string | null;
  company: Me['company'];
  directReports: Profile[];
  hasDirectReports: boolean;
  isLeader: boolean;
  isSuperAdmin: boolean;
  signIn(credentials: { email: string; password: string }): Promise<Me | null>;
  /** Signs nobody in: the person confirms their address by the link mailed to it. */
  signUp(account: { name: string; email: string; password: string }): Promise<void>;
  signOut(): Promise<void>;
  refresh(): Promise<Me | null>;
}

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

/** What /auth is told on arrival, so it can say why the person is there. */
export const SESSION_EXPIRED_STATE = { sessionExpired: true } as const;
export const SIGNED_OUT_STATE = { signedOut: true } as const;
export const CONFIRMATION_FAILED_STATE = { confirmationFailed: true } as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  const me = useQuery({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    // Who is signed in is always asked afresh: a saved answer must never stand in for a session.
    meta: { persist: false },
    staleTime: SESSION_CHECK_INTERVAL_MS,
  });
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (me.data) wasSignedIn.current = true;
  }, [me.data]);
  // Sign-in, sign-up and sign-out each set loading until they are done or have failed.
  const [busy, setBusy] = useState(0);

  const load = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: authKeys.session });
    return queryClient.fetchQuery({
      queryKey: authKeys.me,
      queryFn: ({ signal }) => getMe(signal),
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

  const endSession = useCallback(
    (expired: boolean) => {
      wasSignedIn.current = false;
      clearUserData(queryClient);
      queryClient.setQueryData(authKeys.me, null);
      if (!expired) {
        void navigate('/auth', { state: SIGNED_OUT_STATE });
        return;
      }
      // After signing in again the person goes back to the page the session ended on.
      const { pathname, search } = here.current;
      void navigate(signInPathFrom(pathname, search), { state: SESSION_EXPIRED_STATE });
    },
    [navigate, queryClient],
  );

  const checking = useRef(false);
  const checkSession = useCallback(async () => {
    // Several refusals at once need one look at the session, not one each.
    if (!wasSignedIn.current || checking.current) return;
    checking.current = true;
    const session = await getSession().catch(() => undefined);
    checking.current = false;
    // Only a definite "no session" ends it: being offline says nothing about the session.
    if (session === null && wasSignedIn.current) endSession(true);
  }, [endSession]);

  // The session is checked every 5 minutes, whether or not the page has focus.
  useEffect(() => {
    const timer = setInterval(() => void checkSession(), SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [checkSession]);
  // A request refused for want of a session may mean it ended between two checks.
  useUnauthorizedResponses(queryClient, checkSession);

  const state = useMemo<AuthState>(() => {
    const data = me.data ?? null;
    const directReports = data?.directReports ?? [];
    return {
      user: data?.user ?? null,
      profile: data?.profile ?? null,
      session: data ? { userId: data.user.id } : null,
      loading: me.isLoading || busy > 0,
      initialized: !me.isLoading,
      companyId: data?.profile.companyId ?? null,
      company: data?.company ?? null,
      directReports,
      hasDirectReports: directReports.length > 0,
      isLeader: data?.isLeader ?? false,
      isSuperAdmin: data?.isSuperAdmin ?? false,
      signIn: (credentials) =>
        whileBusy(async () => {
          await signInWithPassword(credentials);
          return load();
        }),
      signUp: (account) =>
        whileBusy(async () => {
          await signUpWithPassword(account);
        }),
      signOut: () =>
        whileBusy(async () => {
          // Whatever the server answers, nothing of the person stays on this device.
          await signOutOfSession().catch(() => undefined);
          endSession(false);
        }),
      refresh: load,
    };
  }, [me.data, me.isLoading, busy, whileBusy, load, endSession]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}
