import { PageHeader } from "@/components/page-header";
import { pageTitles } from "@/lib/messages";

/** /admin/cash: cash charge approval. */
export function AdminCashRoute() {
  return <PageHeader title={pageTitles.adminCash} />;
}
