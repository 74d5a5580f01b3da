import { EmptyState } from "@/components/empty-state";
import type { NoRankReason } from "@/lib/slots/format";
import { rankMessages } from "@/lib/slots/messages";

/**
 * The one empty state a slot without a rank shows where its chart, its daily ranks or its rank
 * figures would be: that no rank was measured yet, and why (`noRankReason`). A status, so a screen
 * reader hears it when it replaces the loading line.
 */
export function NoRankState({ reason }: { reason: NoRankReason }) {
  return (
    <div className="no-rank-state" role="status" data-reason={reason}>
      <EmptyState title={rankMessages.noRankTitle} hint={rankMessages.noRankReasons[reason]} />
    </div>
  );
}
