/**
 * Every `/api/auth` path (api contract: docs/api-foundation.md, "Auth"), declared once: the client's
 * token rules (`api-client.ts`), the session calls (`session-api.ts`), sign-in and sign-up
 * (`features/auth`) and my info (`features/profile`) all read them here.
 */
export const AUTH_PREFIX = "/api/auth/";

export const authPaths = {
  login: `${AUTH_PREFIX}login`,
  register: `${AUTH_PREFIX}register`,
  refresh: `${AUTH_PREFIX}refresh`,
  logout: `${AUTH_PREFIX}logout`,
  me: `${AUTH_PREFIX}me`,
  switchUser: `${AUTH_PREFIX}switch-user`,
  changePassword: `${AUTH_PREFIX}change-password`,
  profile: `${AUTH_PREFIX}profile`,
} as const;
