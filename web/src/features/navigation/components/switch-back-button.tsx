import { useEffect, useState } from "react";
import { useConfirm } from "@/components/confirm-dialog";
import { navigationMessages as messages } from "@/features/navigation/messages";
import { isSwitchedFromDeveloper } from "@/lib/developer-switch";
import { useSession } from "@/lib/session";
import { storageKeys } from "@/lib/session-storage";

/** Polling interval of the switched flag (spec part 2 §9: "Switch-mode check 1 s"). */
const CHECK_INTERVAL_MS = 1000;

/** While a developer acts as another user: a banner with the button that returns to their account. */
export function SwitchBackButton() {
  const { switchBack } = useSession();
  const confirm = useConfirm();
  const [switched, setSwitched] = useState(isSwitchedFromDeveloper);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const check = () => setSwitched(isSwitchedFromDeveloper());
    const timer = setInterval(check, CHECK_INTERVAL_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === storageKeys.switchedFromDeveloper) check();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      clearInterval(timer);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  if (!switched) return null;

  const handleClick = async () => {
    const ok = await confirm({ title: messages.switchBackTitle, message: messages.switchBackConfirm });
    if (!ok) return;
    setBusy(true);
    await switchBack();
    setBusy(false);
  };

  return (
    <div className="switch-banner">
      <span className="switch-banner-text">{messages.switchedBanner}</span>
      <button type="button" className="button button-warning button-small" onClick={handleClick} disabled={busy}>
        {messages.switchBackButton}
      </button>
    </div>
  );
}
