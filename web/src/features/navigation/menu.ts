/**
 * The menu rules in one place (spec part 1 §2 "Menus", part 2 §2 "Themes and layouts"):
 * which links a role sees under which settings. Every layout renders what this returns.
 */
import { navigationMessages } from "@/features/navigation/messages";
import { isDeveloper, isStaff } from "@/lib/roles";
import type { SiteSettings } from "@/lib/site-settings";

export type MenuSettings = Pick<
  SiteSettings,
  "useCashSystem" | "featureCashHistory" | "featureRanking" | "featureSlotManagement" | "chatEnabled" | "slotOperationMode"
>;

export interface MenuItem {
  id: string;
  path: string;
  label: string;
}

export interface MenuSection {
  id: "admin" | "user";
  title: string;
  items: MenuItem[];
}

const labels = navigationMessages.items;

function userItems(role: string, settings: MenuSettings): MenuItem[] {
  const items: Array<MenuItem | false> = [
    !isStaff(role) && settings.featureSlotManagement && { id: "slots", path: "/slots", label: labels.slots },
    settings.useCashSystem && { id: "cash-charge", path: "/cash/charge", label: labels.cashCharge },
    settings.useCashSystem &&
      settings.featureCashHistory && { id: "cash-history", path: "/cash/history", label: labels.cashHistory },
    settings.featureRanking && { id: "ranking", path: "/ranking", label: labels.ranking },
    { id: "profile", path: "/profile", label: labels.profile },
    { id: "announcements", path: "/announcements", label: labels.announcements },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

function adminItems(role: string, settings: MenuSettings): MenuItem[] {
  const items: Array<MenuItem | false> = [
    { id: "dashboard", path: "/admin", label: labels.dashboard },
    {
      id: "admin-slots",
      path: "/admin/slots",
      label: settings.slotOperationMode === "pre-allocation" ? labels.adminSlotsPreAllocation : labels.adminSlots,
    },
    { id: "slot-allocation-history", path: "/admin/slot-allocation-history", label: labels.slotAllocationHistory },
    settings.useCashSystem && { id: "admin-cash", path: "/admin/cash", label: labels.adminCash },
    { id: "admin-users", path: "/admin/users", label: labels.adminUsers },
    settings.chatEnabled && { id: "admin-chat", path: "/admin/chat", label: labels.adminChat },
    isDeveloper(role) && { id: "admin-settings", path: "/admin/settings", label: labels.adminSettings },
    { id: "admin-notifications", path: "/admin/notifications", label: labels.adminNotifications },
    {
      id: "admin-notification-history",
      path: "/admin/notification-history",
      label: labels.adminNotificationHistory,
    },
    { id: "admin-announcements", path: "/admin/announcements", label: labels.adminAnnouncements },
  ];
  return items.filter((item): item is MenuItem => item !== false);
}

/**
 * The menu for `role` under `settings`: staff get the admin section first, then their own menu
 * (without the slots entry); everyone else gets the user section only.
 */
export function buildMenu(role: string, settings: MenuSettings): MenuSection[] {
  const user: MenuSection = {
    id: "user",
    title: navigationMessages.userSection,
    items: userItems(role, settings),
  };
  if (!isStaff(role)) return [user];
  return [{ id: "admin", title: navigationMessages.adminSection, items: adminItems(role, settings) }, user];
}

/**
 * The top header's split of the menu: `main` in the row, `personal` under the user's name. Staff
 * keep their own group ("내 메뉴") there; an advertiser, whose whole menu is their own, keeps it in
 * the row and finds only the profile under their name.
 */
export function personalMenu(sections: MenuSection[]): { main: MenuSection[]; personal: MenuItem[] } {
  const own = sections.find((section) => section.id === "user");
  if (!own) return { main: sections, personal: [] };
  if (sections.length > 1) return { main: sections.filter((section) => section !== own), personal: own.items };
  const profile = own.items.filter((item) => item.id === "profile");
  return { main: [{ ...own, items: own.items.filter((item) => item.id !== "profile") }], personal: profile };
}

/** The label the top header shows for the profile link: name, else id before "@", else 사용자. */
export function profileDisplayName(user: { fullName?: string | null; email?: string | null } | null): string {
  const name = user?.fullName?.trim();
  if (name) return name;
  const local = user?.email?.split("@")[0]?.trim();
  return local || navigationMessages.profileFallback;
}
