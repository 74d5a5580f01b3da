/**
 * Account and session calls (api contract: docs/api-foundation.md, "Auth").
 * Keys and types live here; the session itself is held by `AuthProvider`.
 */
import { apiRequest, getJson } from "@/lib/api-client";
import { errorMessages } from "@/lib/messages";
import type { Tokens } from "@/lib/session-storage";

export type Role = "user" | "operator" | "developer";

/** A user as the api returns it; `email` is the login id. */
export interface UserView {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  isActive: boolean;
  status: "active" | "inactive" | string;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  permissions?: string[];
  /** Set by GET /auth/me when the session was issued by switch-user. */
  switchedBy?: number | null;
}

export interface AuthResult {
  user: UserView;
  tokens: Tokens;
}

export interface SwitchUserResult extends Tokens {
  user: UserView;
}

export const authKeys = {
  me: "/api/auth/me",
  login: "/api/auth/login",
  register: "/api/auth/register",
  logout: "/api/auth/logout",
  switchUser: "/api/auth/switch-user",
} as const;

/** Spec part 1 §9: the login call gives up after 15 s. */
export const LOGIN_TIMEOUT_MS = 15_000;

export function loginRequest(email: string, password: string): Promise<AuthResult> {
  return apiRequest<AuthResult>(
    "POST",
    authKeys.login,
    { email, password },
    { timeoutMs: LOGIN_TIMEOUT_MS, timeoutMessage: errorMessages.timeout },
  );
}

export function registerRequest(input: { email: string; password: string; fullName: string }): Promise<AuthResult> {
  return apiRequest<AuthResult>("POST", authKeys.register, input, {
    timeoutMs: LOGIN_TIMEOUT_MS,
    timeoutMessage: errorMessages.timeout,
  });
}

export function fetchMe(): Promise<UserView> {
  return getJson<UserView>(authKeys.me);
}

export function logoutRequest(refreshToken: string | null): Promise<null> {
  return apiRequest<null>("POST", authKeys.logout, refreshToken ? { refreshToken } : {});
}

export function switchUserRequest(targetUserId: number): Promise<SwitchUserResult> {
  return apiRequest<SwitchUserResult>("POST", authKeys.switchUser, { targetUserId });
}
