import {
  ApiError,
  endSession,
  fetchCurrentUser,
  login as requestToken,
  readStoredUser,
  UNAUTHORIZED_EVENT,
} from '@furnace/api-client';
import { STORED_USER_KEY, type StaffRole, type StoredUser } from '@furnace/contracts';
import { Navigate, useLocation } from '@furnace/router';
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';

const AuthContext = createContext<ReturnType<typeof useAuthState> | null>(null);

const noChanges = () => () => undefined;

export function writeStoredUser(user: StoredUser): void {
  window.localStorage.setItem(STORED_USER_KEY, JSON.stringify(user));
}

/** Who is signed in: a federation singleton, one context for the shell and every remote. */
export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={useAuthState()}>{children}</AuthContext.Provider>;
}

/**
 * `loading`: true until the stored user has been validated once (docs/product.md §4); `role`: null
 * until the API has said it; `login`: false when the credentials were refused; `signInWithToken`:
 * a token got another way (a passkey).
 */
function useAuthState() {
  // A hydrating render is signed out as the server's HTML was; the stored user comes in the layout
  // effect, before the paint. Where nothing hydrates it is there in the first render, so RequireAuth
  // never sends a signed-in user to /login.
  const hydrating = useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
  const [user, setUser] = useState<StoredUser | null>(() => (hydrating ? null : readStoredUser()));
  const [loading, setLoading] = useState(user !== null);
  const [role, setRole] = useState<StaffRole | null>(null);

  useLayoutEffect(() => {
    const stored = readStoredUser();
    if (!stored) return;
    setUser((current) => current ?? stored);
    setLoading(true);
  }, []);

  // Stable functions and value: a new value would reach every consumer, and a consumer inside a
  // server-rendered Suspense boundary not yet hydrated would be rendered anew, losing the server's
  // HTML (its heading among it).
  const [{ forget, actions }] = useState(() => {
    const forget = () => {
      window.localStorage.removeItem(STORED_USER_KEY);
      setUser(null);
      setRole(null);
    };
    const signInWithToken = (username: string, accessToken: string) => {
      const signedIn = { username, accessToken };
      writeStoredUser(signedIn);
      setUser(signedIn);
    };
    const login = async (username: string, password: string) => {
      const token = await requestToken(username, password);
      if (token) signInWithToken(username, token.access_token);
      return token !== null;
    };
    const logout = () => {
      const stored = readStoredUser();
      if (stored) void endSession(stored.accessToken);
      forget();
    };
    return { forget, actions: { login, signInWithToken, logout } };
  });

  // GET /users/me checks the token and says the role. Only a refused token signs out: an API that
  // cannot answer now (503, offline) does not, as the token may well be good.
  const token = user?.accessToken;
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    fetchCurrentUser(token)
      .then(
        (me) => !cancelled && setRole(me.role ?? null),
        (error: unknown) => !cancelled && tokenRefused(error) && forget(),
      )
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [token, forget]);

  // An API 401 anywhere signs out (the api-client fires the event); RequireAuth goes to /login.
  useEffect(() => {
    window.addEventListener(UNAUTHORIZED_EVENT, forget);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, forget);
  }, [forget]);

  return useMemo(() => ({ user, loading, role, ...actions }), [user, loading, role, actions]);
}

/** 401/403, or a 200 that is not a user: the token is not good. Anything else is "not now". */
function tokenRefused(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401 || error.status === 403;
  return !(error instanceof TypeError); // fetch() rejects with a TypeError when offline
}

export function useAuth() {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}

/** Children for a signed-in user; nothing while validating; else /login, remembering the page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return null;
  if (!user) return <Navigate to="/login" replace state={{ from: location }} />;
  return <>{children}</>;
}
