/**
 * The session (spec part 1 §4 "Session"): who is signed in, restored at start from the stored token
 * with GET /api/auth/me (a failure signs out), and the actions that change it: starting one (the auth
 * feature's sign-in and sign-up call `start`), logout, switching into another account (developers)
 * and back. Every feature reads the signed-in user from `useSession`.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { ApiError } from "@/lib/api-client";
import { browser } from "@/lib/browser";
import { backupDeveloperSession, clearDeveloperSwitch, restoreDeveloperSession } from "@/lib/developer-switch";
import { errorMessages, sessionMessages } from "@/lib/messages";
import { fetchMe, logoutRequest, switchUserRequest, type AuthResult, type UserView } from "@/lib/session-api";
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

export type SessionStatus = "loading" | "authenticated" | "anonymous";

export interface Session {
  user: UserView | null;
  status: SessionStatus;
  /** Keeps the tokens and user a sign-in or sign-up answered, and makes that user the signed-in one. */
  start: (result: AuthResult) => Promise<UserView>;
  logout: () => Promise<void>;
  /** Replaces the signed-in user after a profile change. */
  updateUser: (user: UserView) => void;
  /** Developer only: becomes `targetUserId` and reloads the app at "/". */
  switchUser: (targetUserId: number) => Promise<void>;
  /** Returns to the developer's own session; signs out when the backup is gone. */
  switchBack: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [user, setUser] = useState<UserView | null>(null);
  const [status, setStatus] = useState<SessionStatus>(() => (getAccessToken() ? "loading" : "anonymous"));
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
        setAuthMessage(status === 401 ? errorMessages.sessionExpired : sessionMessages.restoreFailed);
        void logoutRequest(getRefreshToken()).catch(() => undefined);
        signOutLocally();
      });
  }, [status, signOutLocally]);

  const start = useCallback(
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
    setAuthMessage(sessionMessages.backupMissing);
    clearDeveloperSwitch();
    signOutLocally();
    navigate("/login", { replace: true });
  }, [navigate, signOutLocally]);

  const updateUser = useCallback((next: UserView) => {
    storeUser(next);
    setUser(next);
  }, []);

  const value = useMemo<Session>(
    () => ({ user, status, start, logout, updateUser, switchUser, switchBack }),
    [user, status, start, logout, updateUser, switchUser, switchBack],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside SessionProvider");
  return value;
}
