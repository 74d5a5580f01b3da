/**
 * The session (spec part 1 §4 "Session"): who is signed in, restored at start from the stored token
 * with GET /api/auth/me (a failure signs out), and the actions that change it: login, register,
 * logout, switching into another account (developers) and back.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import {
  fetchMe,
  loginRequest,
  logoutRequest,
  registerRequest,
  switchUserRequest,
  type AuthResult,
  type UserView,
} from "@/features/auth/api";
import {
  backupDeveloperSession,
  clearDeveloperSwitch,
  restoreDeveloperSession,
} from "@/features/auth/developer-switch";
import { authMessages } from "@/features/auth/messages";
import { ApiError } from "@/lib/api-client";
import { browser } from "@/lib/browser";
import { errorMessages } from "@/lib/messages";
import {
  clearAuthMessage,
  clearSession,
  getAccessToken,
  getRefreshToken,
  setAuthMessage,
  storeSession,
  storeUser,
} from "@/lib/session-storage";
import { settingsKeys } from "@/lib/site-settings";

export type AuthStatus = "loading" | "authenticated" | "anonymous";

export interface AuthContextValue {
  user: UserView | null;
  status: AuthStatus;
  login: (email: string, password: string) => Promise<UserView>;
  register: (input: { email: string; password: string; fullName: string }) => Promise<UserView>;
  logout: () => Promise<void>;
  /** Replaces the signed-in user after a profile change. */
  updateUser: (user: UserView) => void;
  /** Developer only: becomes `targetUserId` and reloads the app at "/". */
  switchUser: (targetUserId: number) => Promise<void>;
  /** Returns to the developer's own session; signs out when the backup is gone. */
  switchBack: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [user, setUser] = useState<UserView | null>(null);
  const [status, setStatus] = useState<AuthStatus>(() => (getAccessToken() ? "loading" : "anonymous"));
  const restoreStarted = useRef(false);

  /** Drops cached api data of the previous user (public settings stay). */
  const clearCache = useCallback(
    () => mutate((key) => key !== settingsKeys.public, undefined, { revalidate: false }),
    [mutate],
  );

  const signOutLocally = useCallback(() => {
    clearSession();
    setUser(null);
    setStatus("anonymous");
    void clearCache();
  }, [clearCache]);

  useEffect(() => {
    if (restoreStarted.current || status !== "loading") return;
    restoreStarted.current = true;
    fetchMe()
      .then((me) => {
        storeUser(me);
        setUser(me);
        setStatus("authenticated");
      })
      .catch((error: unknown) => {
        // A failed restore signs out (spec part 1 §4); tell the login page why.
        const status = error instanceof ApiError ? error.status : 0;
        setAuthMessage(status === 401 ? errorMessages.sessionExpired : authMessages.sessionRestoreFailed);
        void logoutRequest(getRefreshToken()).catch(() => undefined);
        signOutLocally();
      });
  }, [status, signOutLocally]);

  const startSession = useCallback(
    async (result: AuthResult) => {
      storeSession(result.tokens, result.user);
      clearAuthMessage();
      clearDeveloperSwitch(); // a fresh sign-in is nobody's switched session
      await clearCache();
      setUser(result.user);
      setStatus("authenticated");
      return result.user;
    },
    [clearCache],
  );

  const login = useCallback(
    async (email: string, password: string) => startSession(await loginRequest(email, password)),
    [startSession],
  );

  const register = useCallback(
    async (input: { email: string; password: string; fullName: string }) =>
      startSession(await registerRequest(input)),
    [startSession],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest(getRefreshToken());
    } catch {
      // The local session ends whatever the server says.
    }
    clearDeveloperSwitch();
    signOutLocally();
    navigate("/login", { replace: true });
  }, [navigate, signOutLocally]);

  const switchUser = useCallback(async (targetUserId: number) => {
    const result = await switchUserRequest(targetUserId);
    backupDeveloperSession();
    storeSession({ accessToken: result.accessToken, refreshToken: result.refreshToken }, result.user);
    browser.go("/");
  }, []);

  const switchBack = useCallback(async () => {
    // End the switched session on the server; the developer's own tokens come from the backup.
    await logoutRequest(getRefreshToken()).catch(() => undefined);
    if (restoreDeveloperSession()) {
      browser.go("/");
      return;
    }
    setAuthMessage(authMessages.backupMissing);
    clearDeveloperSwitch();
    signOutLocally();
    navigate("/login", { replace: true });
  }, [navigate, signOutLocally]);

  const updateUser = useCallback((next: UserView) => {
    storeUser(next);
    setUser(next);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, status, login, register, logout, updateUser, switchUser, switchBack }),
    [user, status, login, register, logout, updateUser, switchUser, switchBack],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside AuthProvider");
  return value;
}
