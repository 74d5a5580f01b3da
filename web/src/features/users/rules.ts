/**
 * Who may do what to whom in user management (spec part 1 §5 "Users", §6; contract "Users"):
 * operators never touch developer accounts nor grant the developer role, nobody deletes,
 * deactivates or demotes themselves, and only developers switch into another (other) account.
 * Hiding what the server would refuse matters: a 403 on a non-auth path signs the operator out.
 */
import type { UserChanges, UserListItem } from "@/features/users/api";
import { apiEnums } from "@/lib/api-enums";
import { isDeveloper, isStaff } from "@/lib/roles";
import type { Role, UserView } from "@/lib/session-api";

type Actor = Pick<UserView, "id" | "role">;
type Target = Pick<UserView, "id" | "role">;

export interface UserActions {
  edit: boolean;
  switchUser: boolean;
  delete: boolean;
}

export function allowedUserActions(actor: Actor, target: Target): UserActions {
  const self = actor.id === target.id;
  const staff = isStaff(actor.role);
  const protectedTarget = !isDeveloper(actor.role) && isDeveloper(target.role);
  return {
    edit: staff && !protectedTarget,
    switchUser: isDeveloper(actor.role) && !self,
    delete: staff && !self && !protectedTarget,
  };
}

const ALL_ROLES: readonly Role[] = apiEnums.Role;

/** Roles the actor may pick in the edit form (operators cannot grant developer). */
export function assignableRoles(actor: Actor): Role[] {
  return isDeveloper(actor.role) ? [...ALL_ROLES] : ALL_ROLES.filter((role) => role !== "developer");
}

export interface EditForm {
  fullName: string;
  role: Role;
  isActive: boolean;
  password: string;
}

export function editFormOf(user: UserListItem): EditForm {
  return { fullName: user.fullName, role: user.role, isActive: user.isActive, password: "" };
}

/** The fields of `form` that differ from `original`; the name is trimmed, a blank password left out. */
export function changedUserFields(original: EditForm, form: EditForm): UserChanges {
  const changes: UserChanges = {};
  const fullName = form.fullName.trim();
  if (fullName !== original.fullName) changes.fullName = fullName;
  if (form.role !== original.role) changes.role = form.role;
  if (form.isActive !== original.isActive) changes.isActive = form.isActive;
  if (form.password.length > 0) changes.password = form.password;
  return changes;
}
