import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /slots: the user's ad slots. */
export function SlotsRoute() {
  return <PageHeader title={pageTitles.slots} />;
}
