/**
 * The session (spec part 1 §4 "Session"): who is signed in, restored at start from the stored token
 * with GET /api/auth/me (a refusal signs out; no answer keeps the stored user and asks again, see
 * `session-restore.ts`), and the actions that change it: starting one (the auth
 * feature's sign-in and sign-up call `start`), logout, switching into another account (developers)
 * and back. Every feature reads the signed-in user from `useSession`.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { browser } from "@/lib/browser";
import { backupDeveloperSession, clearDeveloperSwitch, restoreDeveloperSession } from "@/lib/developer-switch";
import { errorMessages, sessionMessages } from "@/lib/messages";
import { logoutRequest, switchUserRequest, type AuthResult, type UserView } from "@/lib/session-api";
import { restoreRetryDelayMs, restoreSession } from "@/lib/session-restore";
import {
  clearAuthMessage,
  clearSession,
  getAccessToken,
  getRefreshToken,
  getStoredUser,
  setAuthMessage,
  storeSession,
  storeUser,
} from "@/lib/session-storage";
import { settingsKeys } from "@/lib/site-settings";

export type SessionStatus = "loading" | "authenticated" | "anonymous";

export interface Session {
  user: UserView | null;
  status: SessionStatus;
  /** True while the server has not answered the restore; the stored user stands in meanwhile. */
  reconnecting: boolean;
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
  const [reconnecting, setReconnecting] = useState(false);
  const restoreOnStart = useRef(status === "loading");
  /** Bumped by every sign-in and sign-out, so a restore still waiting to ask again stands down. */
  const sessionEpoch = useRef(0);

  /** Drops cached api data of the previous user (public settings stay). */
  const clearCache = useCallback(
    () => mutate((key) => key !== settingsKeys.public, undefined, { revalidate: false }),
    [mutate],
  );

  const signOutLocally = useCallback(() => {
    sessionEpoch.current += 1;
    clearSession();
    setUser(null);
    setStatus("anonymous");
    setReconnecting(false);
    void clearCache();
  }, [clearCache]);

  // The restore runs once per page load, whatever re-renders the provider meanwhile.
  const signOutOnRefusal = useRef(signOutLocally);
  useEffect(() => {
    signOutOnRefusal.current = signOutLocally;
  }, [signOutLocally]);

  useEffect(() => {
    if (!restoreOnStart.current) return;
    const epoch = sessionEpoch.current;
    let stopped = false; // unmounted: an answer still on its way is ignored
    let timer: ReturnType<typeof setTimeout> | undefined;
    const current = () => !stopped && sessionEpoch.current === epoch;
    const attempt = async (tries: number) => {
      const outcome = await restoreSession();
      if (!current()) return;
      if (outcome.kind !== "unreachable") restoreOnStart.current = false;
      if (outcome.kind === "restored") {
        storeUser(outcome.me);
        setUser(outcome.me);
        setStatus("authenticated");
        setReconnecting(false);
      } else if (outcome.kind === "refused") {
        setAuthMessage(outcome.status === 401 ? errorMessages.sessionExpired : sessionMessages.restoreFailed);
        void logoutRequest(getRefreshToken()).catch(() => undefined);
        signOutOnRefusal.current();
      } else {
        const stored = getStoredUser<UserView>();
        if (stored) {
          setUser(stored);
          setStatus("authenticated");
        }
        setReconnecting(true);
        timer = setTimeout(() => void attempt(tries + 1), restoreRetryDelayMs(tries));
      }
    };
    void attempt(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, []);

  const start = useCallback(
    async (result: AuthResult) => {
      sessionEpoch.current += 1;
      storeSession(result.tokens, result.user);
      clearAuthMessage();
      clearDeveloperSwitch(); // a fresh sign-in is nobody's switched session
      await clearCache();
      setUser(result.user);
      setStatus("authenticated");
      setReconnecting(false);
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
    () => ({ user, status, reconnecting, start, logout, updateUser, switchUser, switchBack }),
    [user, status, reconnecting, start, logout, updateUser, switchUser, switchBack],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside SessionProvider");
  return value;
}
