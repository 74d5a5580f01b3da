import { useEffect, useId, type KeyboardEvent } from "react";
import { NavLink } from "react-router-dom";
import { Avatar } from "@/components/avatar";
import { LogoutButton } from "@/features/navigation/components/logout-button";
import { useDisclosure } from "@/features/navigation/components/use-disclosure";
import { profileDisplayName, type MenuItem } from "@/features/navigation/menu";
import { navigationMessages } from "@/features/navigation/messages";
import type { UserView } from "@/lib/session-api";

/**
 * The modern header's personal menu: the user's name as a button opening one list labelled as
 * the personal group (userSection): the personal links and logout). Enter or Space opens it with focus on the first entry, the
 * arrow keys move between entries, Escape closes it with focus back on the button, as does a
 * press outside it or following a link.
 */
export function UserMenu({ user, items }: { user: UserView; items: MenuItem[] }) {
  const panelId = useId();
  const titleId = useId();
  const { open, toggle, close, toggleRef, panelRef } = useDisclosure<HTMLDivElement>({ closeOnOutside: true });
  const name = profileDisplayName(user);

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [open, panelRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const entries = Array.from(panelRef.current?.querySelectorAll<HTMLElement>("a, button") ?? []);
    if (entries.length === 0) return;
    event.preventDefault();
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    entries[(at + step + entries.length) % entries.length].focus();
  };

  return (
    <div className="user-menu">
      <button
        ref={toggleRef}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <Avatar user={user} className="avatar-small" />
        <span className="user-menu-name">{name}</span>
        <svg className="user-menu-chevron" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <div ref={panelRef} id={panelId} className="user-menu-panel" role="group" aria-labelledby={titleId} onKeyDown={onKeyDown}>
          <p id={titleId} className="user-menu-title">
            {navigationMessages.userSection}
          </p>
          <ul className="user-menu-list">
            {items.map((item) => (
              <li key={item.id}>
                <NavLink to={item.path} end className={({ isActive }) => `user-menu-link${isActive ? " user-menu-link-active" : ""}`} onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <LogoutButton className="button button-ghost button-small button-block" />
        </div>
      )}
    </div>
  );
}
