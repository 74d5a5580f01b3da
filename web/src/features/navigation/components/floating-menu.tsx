import { useEffect, useId, type ReactNode } from "react";
import { LogoutButton } from "@/features/navigation/components/logout-button";
import { MenuToggle } from "@/features/navigation/components/menu-icon";
import { NavMenu } from "@/features/navigation/components/nav-menu";
import { ScrollArea } from "@/features/navigation/components/scroll-area";
import { useDisclosure } from "@/features/navigation/components/use-disclosure";
import { UserCard } from "@/features/navigation/components/user-card";
import type { MenuSection } from "@/features/navigation/menu";
import { navigationMessages } from "@/features/navigation/messages";
import type { UserView } from "@/lib/session-api";

interface FloatingMenuProps {
  user: UserView;
  sections: MenuSection[];
  /** What the sidebar shows under the user (the cash box): the floating menu stands in for the sidebar. */
  userExtra?: ReactNode;
}

/**
 * Minimal layout, which has no sidebar: a round button (in the floating stack on a desk, in the
 * top line on a phone) opening a popup over a backdrop with what the sidebar would show (the
 * user, the cash box, the menus) and logout. A press on the backdrop or Escape closes it, and
 * focus goes back to the button.
 */
export function FloatingMenu({ user, sections, userExtra }: FloatingMenuProps) {
  const popupId = useId();
  const { open, toggle, close, toggleRef, panelRef } = useDisclosure<HTMLDivElement>({ closeOnOutside: true, trapFocus: true });

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [open, panelRef]);

  return (
    <>
      {open && <div className="floating-menu-backdrop" data-panel-backdrop aria-hidden="true" onClick={close} />}
      {open && (
        <div ref={panelRef} id={popupId} className="floating-menu-popup" role="dialog" aria-label={navigationMessages.menuPopup}>
          <ScrollArea className="floating-menu-scroll">
            <UserCard user={user} className="floating-menu-user" />
            {userExtra}
            <NavMenu sections={sections} onNavigate={close} />
          </ScrollArea>
          <LogoutButton className="button button-ghost button-block" />
        </div>
      )}
      <MenuToggle open={open} onToggle={toggle} controls={open ? popupId : undefined} className="floating-menu-button" buttonRef={toggleRef} />
    </>
  );
}
