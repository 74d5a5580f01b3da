/**
 * The first sign-in with a generated password (the first developer's, printed once by the server):
 * until the account changes it, the api refuses every other call, so the app shows nothing else.
 */
import type { UserView } from "@/lib/session-api";

/** The one screen such an account sees. */
export const FIRST_PASSWORD_PATH = "/change-password";

/** Whether `user` must change its password before anything else. */
export function mustChangePassword(user: Pick<UserView, "mustChangePassword"> | null | undefined): boolean {
  return user?.mustChangePassword === true;
}
