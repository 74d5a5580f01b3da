import { useSWRConfig } from "swr";
import { useToast } from "@/components/toast";
import { EffectReportDialog } from "@/features/effect-report/components/effect-report-dialog";
import { PreAllocationModal } from "@/features/pre-allocation/components/pre-allocation-modal";
import { revalidateUsers } from "@/features/users/api";
import { UserManagement } from "@/features/users/components/user-management";
import { pageTitles } from "@/lib/messages";
import { useSiteSettings } from "@/lib/site-settings";
import "@/styles/admin.css";
import "@/styles/pre-allocation.css";

/**
 * /admin/users: user management (staff only; the route wraps it in the staff gate). In
 * pre-allocation mode each advertiser's row can issue empty slots (the user-management variant);
 * every advertiser's row menu opens their effect report.
 */
export function AdminUsersRoute() {
  const { settings } = useSiteSettings();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const preAllocation = settings.slotOperationMode === "pre-allocation";
  return (
    <UserManagement
      title={pageTitles.adminUsers}
      renderReport={(user, close) => (
        <EffectReportDialog advertiser={{ id: user.id, name: `${user.fullName} (${user.email})` }} onClose={close} />
      )}
      renderIssue={
        preAllocation
          ? (user, close) => (
              <PreAllocationModal
                variant="user"
                user={user}
                defaultAllocation={settings.defaultSlotAllocation}
                onClose={close}
                onDone={(message) => {
                  close();
                  toast.success(message);
                  void revalidateUsers(mutate);
                }}
              />
            )
          : undefined
      }
    />
  );
}
