import { useCallback } from "react";
import type { KeyedMutator } from "swr";
import { useConfirm } from "@/components/confirm-dialog";
import { useToast } from "@/components/toast";
import { replaceSlotInPage, withRequestedStatus } from "@/features/slots/list-cache";
import { useBusyIds } from "@/hooks/use-busy-ids";
import { errorMessageOf } from "@/lib/api-client";
import { changeSlotStatus, type SlotListPage, type SlotView } from "@/lib/slots/api";
import { slotStatusChangeMessages as messages } from "@/lib/slots/messages";

/**
 * Pause and resume after a confirmation, applied optimistically (spec part 1 §4): the row shows the
 * requested state at once and stays busy while PATCH /api/slots/{id}/status runs; the server's row
 * replaces it, a failure rolls it back and shows the server's message. The list is revalidated either way.
 */
export function useSlotStatusChange(mutateList: KeyedMutator<SlotListPage>) {
  const confirm = useConfirm();
  const toast = useToast();
  const { busyIds, setBusy } = useBusyIds();

  const change = useCallback(
    async (slot: SlotView, action: "pause" | "resume") => {
      const pausing = action === "pause";
      const ok = await confirm({
        title: pausing ? messages.pauseTitle : messages.resumeTitle,
        message: pausing ? messages.pauseConfirm : messages.resumeConfirm,
      });
      if (!ok) return;
      const next = pausing ? "paused" : "active";
      setBusy(slot.id, true);
      try {
        await mutateList(
          async (current) => replaceSlotInPage(current, await changeSlotStatus(slot.id, next)),
          {
            optimisticData: (current) => replaceSlotInPage(current, withRequestedStatus(slot, next)) as SlotListPage,
            rollbackOnError: true,
            populateCache: true,
            revalidate: true,
          },
        );
        toast.success(pausing ? messages.paused : messages.resumed);
      } catch (caught) {
        toast.error(errorMessageOf(caught, pausing ? messages.pauseFailed : messages.resumeFailed));
        void mutateList();
      } finally {
        setBusy(slot.id, false);
      }
    },
    [confirm, toast, mutateList, setBusy],
  );

  return { change, busyIds };
}
