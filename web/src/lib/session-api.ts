/**
 * The calls that keep a session (api contract: docs/api-foundation.md, "Auth"): who is signed in,
 * signing out, and a developer switching into another account. Signing in and up are the auth
 * feature's (`features/auth/api.ts`); the session they start is held by `SessionProvider`.
 */
import { apiRequest, getJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";
import { authPaths } from "@/lib/auth-paths";

type Schemas = components["schemas"];

export type Role = Schemas["Role"];

/** A user as the api returns it; `email` is the login id. */
export type UserView = Schemas["UserView"];

/** GET /api/auth/me: the user, with `switchedBy` when the session was issued by switch-user. */
export type MeView = Schemas["MeView"];

/** What signing in or up answers. */
export type AuthResult = Schemas["SessionView"];

/** What switch-user answers: the target's tokens and the target. */
export type SwitchUserResult = Schemas["SwitchView"];

export function fetchMe(): Promise<MeView> {
  return getJson<MeView>(authPaths.me);
}

export function logoutRequest(refreshToken: string | null): Promise<null> {
  const body: Schemas["RefreshRequest"] | Record<string, never> = refreshToken ? { refreshToken } : {};
  return apiRequest<null>("POST", authPaths.logout, body);
}

export function switchUserRequest(targetUserId: number): Promise<SwitchUserResult> {
  const body: Schemas["SwitchUserRequest"] = { targetUserId };
  return apiRequest<SwitchUserResult>("POST", authPaths.switchUser, body);
}
