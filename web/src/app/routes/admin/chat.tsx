import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /admin/chat: support chat inbox. */
export function AdminChatRoute() {
  return <PageHeader title={pageTitles.adminChat} />;
}
