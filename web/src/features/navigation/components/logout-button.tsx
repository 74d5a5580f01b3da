import { useState } from "react";
import { useAuth } from "@/features/auth/auth-provider";
import { authMessages } from "@/features/auth/messages";

/** Logout button: ends the session on the server and goes to /login. */
export function LogoutButton({ className = "button button-ghost" }: { className?: string }) {
  const { logout } = useAuth();
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
      {authMessages.logout}
    </button>
  );
}
