/** My-info calls (api contract: PUT /api/auth/profile, PUT /api/auth/change-password). */
import { putJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";
import { authPaths } from "@/lib/auth-paths";
import type { UserView } from "@/lib/session-api";

export type ProfileInput = components["schemas"]["ProfileRequest"];

export type PasswordChangeRequest = components["schemas"]["ChangePasswordRequest"];

/** Saves the name; the answer is the updated user. */
export function updateProfile(input: ProfileInput): Promise<UserView> {
  return putJson<ProfileInput, UserView>(authPaths.profile, { arg: input });
}

export function changePassword(input: PasswordChangeRequest): Promise<null> {
  return putJson<PasswordChangeRequest, null>(authPaths.changePassword, { arg: input });
}
