/**
 * The calls that keep a session (api contract: docs/api-foundation.md, "Auth"): who is signed in,
 * signing out, and a developer switching into another account. Signing in and up are the auth
 * feature's (`features/auth/api.ts`); the session they start is held by `SessionProvider`.
 */
import { apiRequest, getJson } from "@/lib/api-client";
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

/** What signing in or up answers. */
export interface AuthResult {
  user: UserView;
  tokens: Tokens;
}

export interface SwitchUserResult extends Tokens {
  user: UserView;
}

export const sessionKeys = {
  me: "/api/auth/me",
  logout: "/api/auth/logout",
  switchUser: "/api/auth/switch-user",
} as const;

export function fetchMe(): Promise<UserView> {
  return getJson<UserView>(sessionKeys.me);
}

export function logoutRequest(refreshToken: string | null): Promise<null> {
  return apiRequest<null>("POST", sessionKeys.logout, refreshToken ? { refreshToken } : {});
}

export function switchUserRequest(targetUserId: number): Promise<SwitchUserResult> {
  return apiRequest<SwitchUserResult>("POST", sessionKeys.switchUser, { targetUserId });
}
