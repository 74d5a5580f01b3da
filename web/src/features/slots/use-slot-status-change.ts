import { useCallback, useState } from "react";
import type { KeyedMutator } from "swr";
import { useConfirm } from "@/components/confirm-dialog";
import { useToast } from "@/components/toast";
import { changeSlotStatus, type SlotListPage, type SlotView } from "@/features/slots/api";
import { replaceSlotInPage } from "@/features/slots/list-cache";
import { slotsMessages } from "@/features/slots/messages";
import { withStoredStatus, type RuleContext } from "@/features/slots/status";
import { errorMessageOf } from "@/lib/api-client";

/**
 * Pause and resume after a confirmation, applied optimistically (spec part 1 §4): the row changes at
 * once by the shared rules, PATCH /api/slots/{id}/status follows, a failure rolls the row back and
 * shows the server's message, and the list is revalidated either way.
 */
export function useSlotStatusChange(mutateList: KeyedMutator<SlotListPage>, context: () => RuleContext) {
  const confirm = useConfirm();
  const toast = useToast();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());

  const setBusy = (id: number, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const change = useCallback(
    async (slot: SlotView, action: "pause" | "resume") => {
      const pausing = action === "pause";
      const ok = await confirm({
        title: pausing ? slotsMessages.pauseTitle : slotsMessages.resumeTitle,
        message: pausing ? slotsMessages.pauseConfirm : slotsMessages.resumeConfirm,
      });
      if (!ok) return;
      const next = pausing ? "paused" : "active";
      const optimistic = withStoredStatus(slot, next, context());
      setBusy(slot.id, true);
      try {
        await mutateList(
          async (current) => replaceSlotInPage(current, await changeSlotStatus(slot.id, next)),
          {
            optimisticData: (current) => replaceSlotInPage(current, optimistic) as SlotListPage,
            rollbackOnError: true,
            populateCache: true,
            revalidate: true,
          },
        );
        toast.success(pausing ? slotsMessages.paused : slotsMessages.resumed);
      } catch (caught) {
        toast.error(errorMessageOf(caught, pausing ? slotsMessages.pauseFailed : slotsMessages.resumeFailed));
        void mutateList();
      } finally {
        setBusy(slot.id, false);
      }
    },
    [confirm, toast, mutateList, context],
  );

  return { change, busyIds };
}
