import { useState } from "react";
import { navigationMessages } from "@/features/navigation/messages";
import { useSession } from "@/lib/session";

/** Logout button: ends the session on the server and goes to /login. */
export function LogoutButton({ className = "button button-ghost" }: { className?: string }) {
  const { logout } = useSession();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logout().finally(() => setBusy(false));
      }}
    >
      {navigationMessages.logout}
    </button>
  );
}
