/**
 * Plain user objects for unit and component tests (no network), typed with the api's generated
 * `UserView`, so a change of the served document breaks them at compile time.
 */
import type { UserView } from "@/lib/session-api";

const now = "2026-11-22T05:30:00Z";

/** An active account created, updated and last signed in at `now`; give what the test is about. */
export function userFixture(fields: Partial<UserView> & Pick<UserView, "id" | "email" | "fullName" | "role">): UserView {
  return {
    isActive: true,
    status: "active",
    phone: null,
    createdAt: now,
    updatedAt: now,
    lastLoginAt: now,
    permissions: [],
    mustChangePassword: false,
    ...fields,
  };
}
