/**
 * The browser-side session: tokens and the signed-in user in localStorage, the one-shot login-page
 * message in sessionStorage. These key names are part of the product (spec part 1 §8, part 2 §4).
 */
import type { components } from "@/lib/api-types";

export const storageKeys = {
  accessToken: "accessToken",
  refreshToken: "refreshToken",
  user: "user",
  /** sessionStorage: a message the login page shows once after a forced logout. */
  authMessage: "authMessage",
  /** The developer's own session, kept while they act as another user. */
  developerBackup: "developer_backup",
  /** "true" while a developer is switched into another account. */
  switchedFromDeveloper: "switched_from_developer",
} as const;

/** Window event raised whenever this tab stores or clears the session (the live socket signs in again). */
export const SESSION_CHANGED_EVENT = "sessionChanged";

function announceSessionChange(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

/** The token pair the browser keeps (the api's `TokensView` without its lifetime). */
export type Tokens = Pick<components["schemas"]["TokensView"], "accessToken" | "refreshToken">;

export function getAccessToken(): string | null {
  return localStorage.getItem(storageKeys.accessToken);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(storageKeys.refreshToken);
}

/** The stored user, or null when absent or not valid JSON. */
export function getStoredUser<T>(): T | null {
  const raw = localStorage.getItem(storageKeys.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function storeUser(user: unknown): void {
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
}

/** Stores a fresh pair of tokens and, when given, the user they belong to. */
export function storeSession(tokens: Tokens, user?: unknown): void {
  localStorage.setItem(storageKeys.accessToken, tokens.accessToken);
  localStorage.setItem(storageKeys.refreshToken, tokens.refreshToken);
  if (user !== undefined) storeUser(user);
  announceSessionChange();
}

/** Forgets tokens and user (the developer backup is `developer-switch.ts`'s). */
export function clearSession(): void {
  localStorage.removeItem(storageKeys.accessToken);
  localStorage.removeItem(storageKeys.refreshToken);
  localStorage.removeItem(storageKeys.user);
  announceSessionChange();
}

export function setAuthMessage(message: string): void {
  sessionStorage.setItem(storageKeys.authMessage, message);
}

export function peekAuthMessage(): string | null {
  return sessionStorage.getItem(storageKeys.authMessage);
}

export function clearAuthMessage(): void {
  sessionStorage.removeItem(storageKeys.authMessage);
}
