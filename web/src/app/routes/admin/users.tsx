import { UserManagement } from "@/features/users/components/user-management";
import { pageTitles } from "@/lib/messages";
import "@/styles/admin.css";
import "@/styles/pre-allocation.css";

/** /admin/users: user management (staff only; the route wraps it in the staff gate). */
export function AdminUsersRoute() {
  return <UserManagement title={pageTitles.adminUsers} />;
}
