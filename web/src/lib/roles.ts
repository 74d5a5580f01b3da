/** Role rules shared by routes, menus and screens (spec part 1 §6). */
import type { Role } from "@/lib/session-api";

/** Operators and developers administer the site. */
export function isStaff(role: string | null | undefined): boolean {
  return role === "operator" || role === "developer";
}

export function isDeveloper(role: string | null | undefined): role is "developer" {
  return role === "developer";
}

/** Where a signed-in user lands: /admin for staff, /slots for everyone else. */
export function homePathFor(role: Role | string | null | undefined): string {
  return isStaff(role) ? "/admin" : "/slots";
}
