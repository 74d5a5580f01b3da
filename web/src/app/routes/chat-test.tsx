import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /chat-test: 1:1 support chat. */
export function ChatTestRoute() {
  return <PageHeader title={pageTitles.chatTest} />;
}
