import { ChatInbox } from "@/features/chat/components/chat-inbox";
import { pageTitles } from "@/lib/messages";
import { useSession } from "@/lib/session";
import { useSiteSettings } from "@/lib/site-settings";

/** /admin/chat: the support chat inbox (staff; others are sent to /slots by the route). */
export function AdminChatRoute() {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  if (!user) return null;
  return (
    <ChatInbox
      title={pageTitles.adminChat}
      user={user}
      maxMessages={settings.chatMaxMessages}
      sound={settings.chatSoundEnabled}
      chatEnabled={settings.chatEnabled}
    />
  );
}
