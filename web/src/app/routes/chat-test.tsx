import { PageHeader } from "@/components/page-header";
import { ChatWindow } from "@/features/chat/components/chat-window";
import { useChatFreshness, useChatRooms } from "@/features/chat/api";
import { chatMessages } from "@/features/chat/messages";
import { pageTitles } from "@/lib/messages";
import { useSession } from "@/lib/session";
import { useSiteSettings } from "@/lib/site-settings";

/** /chat-test: the chat window component on its own, on the caller's own room (spec part 2 §2). */
export function ChatTestRoute() {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  const advertiser = user?.role === "user";
  const { data } = useChatRooms(false, advertiser);
  useChatFreshness(advertiser, user?.id ?? null, false);
  if (!user) return null;
  return (
    <section className="chat-test">
      <PageHeader title={pageTitles.chatTest} description={advertiser ? chatMessages.testDescription : chatMessages.staffInWidget} />
      {advertiser && (
        <div className="chat-test-frame">
          <ChatWindow room={data?.rooms[0] ?? null} viewerId={user.id} maxMessages={settings.chatMaxMessages} />
        </div>
      )}
    </section>
  );
}
