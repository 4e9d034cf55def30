import {
  ApiError,
  endSession,
  fetchCurrentUser,
  login as requestToken,
  readStoredUser,
  UNAUTHORIZED_EVENT,
} from '@furnace/api-client';
import { STORED_USER_KEY, type StaffRole, type StoredUser } from '@furnace/contracts';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';

export interface AuthState {
  user: StoredUser | null;
  /** True until the stored user has been validated once (docs/product.md §4). */
  loading: boolean;
  /** True while a sign-in request is under way. */
  processing: boolean;
  /** Resolves true when signed in, false when the credentials were refused. */
  login: (username: string, password: string) => Promise<boolean>;
  /**
   * Signs in with a token got another way (a passkey: the login page asks the API itself, so the
   * passkey code stays out of every visitor's first download).
   */
  signInWithToken: (username: string, accessToken: string) => void;
  /** Signs out here and ends the token's session on the server (best effort). */
  logout: () => void;
  /** The signed-in account's role, once the API has said it (null before, or signed out). */
  role: StaffRole | null;
}

const AuthContext = createContext<AuthState | null>(null);

const noChanges = () => () => undefined;

/** The signed-in user is kept in localStorage (docs/product.md §3); the api-client reads it. */
export function writeStoredUser(user: StoredUser): void {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
}

/**
 * Holds who is signed in. This module is a Module Federation shared singleton, so the shell and
 * every remote see the same context.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // True on the server and during the browser's hydrating render of a server-rendered page (as
  // libs/ui's useHydrated, which this library may not import). Where nothing is hydrated
  // (createRoot: the admin, /login), the stored user is there in the first render (RequireAuth
  // never sends a signed-in user to /login). The public pages' HTML is rendered signed out (the
  // server cannot read localStorage), so hydration is too, and the stored user comes in the layout
  // effect below: before the browser paints, so the live page never shows the signed-out header.
  const hydrating = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
  const [startedSignedOut] = useState(hydrating);
  const [user, setUser] = useState<StoredUser | null>(() =>
    startedSignedOut ? null : readStoredUser(),
  );
  const [loading, setLoading] = useState<boolean>(
    () => !startedSignedOut && readStoredUser() !== null,
  );
  const [processing, setProcessing] = useState(false);
  const [role, setRole] = useState<StaffRole | null>(null);

  useLayoutEffect(() => {
    const stored = startedSignedOut && readStoredUser();
    if (!stored) return;
    setUser(stored);
    setLoading(true);
  }, [startedSignedOut]);

  const forget = useCallback(() => {
    window.localStorage.removeItem(STORED_USER_KEY);
    setUser(null);
    setRole(null);
  }, []);

  // The token in use is checked against the API (GET /users/me), which also says the account's
  // role (the navigation shows what it allows). A refused token (401, or an answer that is not a
  // user) signs out; an API that cannot answer now (503 while its database is down, a network
  // failure) does not: the token may well be good, and signing out loses their work.
  const token = user?.accessToken;
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    fetchCurrentUser(token)
      .then((me) => {
        if (!cancelled) setRole(me.role ?? null);
      })
      .catch((error: unknown) => {
        if (!cancelled && tokenRefused(error)) forget();
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [token, forget]);

  // An API 401 anywhere (an expired or revoked token) signs the user out; RequireAuth then sends
  // them to /login remembering the page. The api-client fires the event, so no page handles 401.
  useEffect(() => {
    window.addEventListener(UNAUTHORIZED_EVENT, forget);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, forget);
  }, [forget]);

  const signInWithToken = useCallback((username: string, accessToken: string) => {
    const signedIn = { username, accessToken };
    writeStoredUser(signedIn);
    setUser(signedIn);
  }, []);

  const login = useCallback(
    async (username: string, password: string) => {
      setProcessing(true);
      try {
        const token = await requestToken(username, password);
        if (!token) return false;
        signInWithToken(username, token.access_token);
        return true;
      } finally {
        setProcessing(false);
      }
    },
    [signInWithToken],
  );

  const logout = useCallback(() => {
    const stored = readStoredUser();
    if (stored) void endSession(stored.accessToken);
    forget();
  }, [forget]);

  const value = useMemo(
    () => ({ user, loading, processing, login, signInWithToken, logout, role }),
    [user, loading, processing, login, signInWithToken, logout, role],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** 401/403, or a 200 that is not a user: the token is not good. Anything else is "not now". */
function tokenRefused(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401 || error.status === 403;
  return !(error instanceof TypeError); // fetch() rejects with a TypeError when offline
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
