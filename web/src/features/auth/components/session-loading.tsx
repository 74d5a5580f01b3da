import { Loading } from "@/components/loading";
import { pageMessages, sessionMessages } from "@/lib/messages";
import { useSession } from "@/lib/session";

/** The full-page wait while the stored session is checked, saying so when the server does not answer. */
export function SessionLoading() {
  const { reconnecting } = useSession();
  return <Loading label={reconnecting ? sessionMessages.reconnectingNoUser : pageMessages.loadingSession} fullPage />;
}
