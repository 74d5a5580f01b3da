/**
 * Sign-in and sign-up calls, and the password change a first sign-in must make (api contract:
 * docs/api-foundation.md, "Auth"). The session they start,
 * and the calls that keep it (me, logout, switch-user), live in `src/lib/session*.ts`.
 */
import { apiRequest } from "@/lib/api-client";
import type { components } from "@/lib/api-types";
import { authPaths } from "@/lib/auth-paths";
import { errorMessages } from "@/lib/messages";
import type { AuthResult } from "@/lib/session-api";

/** Spec part 1 §9: the login call gives up after 15 s. */
export const LOGIN_TIMEOUT_MS = 15_000;

export function loginRequest(email: string, password: string): Promise<AuthResult> {
  const body: components["schemas"]["LoginRequest"] = { email, password };
  return apiRequest<AuthResult>(
    "POST",
    authPaths.login,
    body,
    { timeoutMs: LOGIN_TIMEOUT_MS, timeoutMessage: errorMessages.timeout },
  );
}

export function registerRequest(input: components["schemas"]["NewAccountRequest"]): Promise<AuthResult> {
  return apiRequest<AuthResult>("POST", authPaths.register, input, {
    timeoutMs: LOGIN_TIMEOUT_MS,
    timeoutMessage: errorMessages.timeout,
  });
}

/** The one call (besides reading the account and signing out) a `mustChangePassword` account may make. */
export function changePasswordRequest(input: components["schemas"]["ChangePasswordRequest"]): Promise<null> {
  return apiRequest<null>("PUT", authPaths.changePassword, input);
}
