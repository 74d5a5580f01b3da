import { useState, type ReactNode } from "react";
import { useSWRConfig } from "swr";
import { EmptyState, NoSearchResults } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { useConfirm } from "@/components/confirm-dialog";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import type { RankSlot, RenderRankHistory } from "@/components/slots/rank-cell";
import { useToast } from "@/components/toast";
import { recrawlSlot, rejectSlot, revalidateAfterSlotChange } from "@/features/admin-slots/api";
import { AdminApproveModal } from "@/features/admin-slots/components/admin-approve-modal";
import { AdminEditModal } from "@/features/admin-slots/components/admin-edit-modal";
import { AdminExtendModal } from "@/features/admin-slots/components/admin-extend-modal";
import { AdminLogModal } from "@/features/admin-slots/components/admin-log-modal";
import { AdminReasonModal } from "@/features/admin-slots/components/admin-reason-modal";
import { AdminRefundQuote } from "@/features/admin-slots/components/admin-refund-quote";
import { AdminSlotSearch } from "@/features/admin-slots/components/admin-slot-search";
import { AdminSlotTable, type AdminRowAction } from "@/features/admin-slots/components/admin-slot-table";
import { AdminFreeTextSearch, AdminSlotToolbar } from "@/features/admin-slots/components/admin-slot-toolbar";
import { dynamicColumns } from "@/features/admin-slots/edit-form";
import {
  ADMIN_PAGER_WINDOW,
  adminListQuery,
  adminPageSize,
  EMPTY_ADMIN_FILTERS,
  isAdminFilterActive,
  withFreeText,
} from "@/features/admin-slots/list-state";
import { adminActionMessages, adminSlotsMessages as messages, refundMessages, rejectMessages } from "@/features/admin-slots/messages";
import { useAdminSlotListParams } from "@/features/admin-slots/use-admin-slot-list-params";
import { useBackToLastPage } from "@/hooks/use-back-to-last-page";
import { useBusyIds } from "@/hooks/use-busy-ids";
import { usePhone } from "@/hooks/use-phone";
import { usePageSize } from "@/hooks/use-page-size";
import { errorMessageOf } from "@/lib/api-client";
import { pageRange } from "@/lib/list-page";
import { changeSlotStatus, slotExportUrl, useFieldConfigs, useSlots, type SlotView } from "@/lib/slots/api";
import { kstToday } from "@/lib/slots/format";
import { slotEditMessages, slotListLoadMessages, slotStatusChangeMessages as statusChange } from "@/lib/slots/messages";

type ModalKind = "approve" | "reject" | "edit" | "refund" | "extend" | "logs";

interface AdminSlotManagementProps {
  title: string;
  /** The signed-in staff user (the page size is remembered per user). */
  userId: number;
  preAllocation: boolean;
  /** Buttons beside the title (the route adds pre-allocation's issue button). */
  headerActions?: ReactNode;
  /** The rank history a rank cell opens (the route passes the rank-history feature's modal). */
  renderRankHistory: RenderRankHistory;
}

/**
 * /admin/slots: every advertiser's slots with search, status filter, page size and pager in the
 * address, and the operator's decisions. Buttons come only from each slot's `allowedActions`; after
 * any change the lists (and the dashboard numbers) are revalidated and a toast confirms it.
 */
export function AdminSlotManagement({ title, userId, preAllocation, headerActions, renderRankHistory }: AdminSlotManagementProps) {
  const { mutate: globalMutate } = useSWRConfig();
  const confirm = useConfirm();
  const toast = useToast();
  const list = useAdminSlotListParams();
  const phone = usePhone();
  const [pageSize, setPageSize] = usePageSize(adminPageSize, userId);
  const { data, error, isLoading, isValidating, mutate } = useSlots(adminListQuery(list.filters, list.page, pageSize));
  const fieldConfigs = useFieldConfigs();
  const [modal, setModal] = useState<{ kind: ModalKind; slot: SlotView } | null>(null);
  const [rankSlot, setRankSlot] = useState<RankSlot | null>(null);
  const { busyIds, setBusy } = useBusyIds();
  const today = kstToday();

  const items = data?.items ?? [];
  const pagination = data?.pagination;
  const capped = Boolean(data?.totalCapped);

  useBackToLastPage(list.page, pagination?.totalPages, items.length, list.replacePage);

  const refresh = (slotId?: number) => void revalidateAfterSlotChange(globalMutate, slotId);

  const finish = (message: string, slotId: number) => {
    setModal(null);
    toast.success(message);
    refresh(slotId);
  };

  /** Pause, resume and delete: a confirmation, then PATCH status. */
  const changeStatus = async (slot: SlotView, action: "pause" | "resume" | "delete") => {
    const texts = {
      pause: { title: statusChange.pauseTitle, message: statusChange.pauseConfirm, done: statusChange.paused, failed: statusChange.pauseFailed },
      resume: { title: statusChange.resumeTitle, message: statusChange.resumeConfirm, done: statusChange.resumed, failed: statusChange.resumeFailed },
      delete: { title: adminActionMessages.deleteTitle, message: adminActionMessages.deleteConfirm, done: adminActionMessages.deleted, failed: adminActionMessages.deleteFailed },
    }[action];
    const ok = await confirm({ title: texts.title, message: texts.message, danger: action === "delete" });
    if (!ok) return;
    setBusy(slot.id, true);
    try {
      await changeSlotStatus(slot.id, action === "pause" ? "paused" : action === "resume" ? "active" : "deleted");
      toast.success(texts.done);
    } catch (caught) {
      toast.error(errorMessageOf(caught, texts.failed));
    } finally {
      setBusy(slot.id, false);
      refresh(slot.id);
    }
  };

  /** Rank recrawl: a confirmation, then POST; the answer says whether a crawl was already waiting. */
  const recrawl = async (slot: SlotView) => {
    const ok = await confirm({ title: adminActionMessages.recrawlTitle, message: adminActionMessages.recrawlConfirm(slot.keyword ?? "") });
    if (!ok) return;
    setBusy(slot.id, true);
    try {
      const answer = await recrawlSlot(slot.id);
      if (answer.alreadyQueued) toast.info(adminActionMessages.recrawlAlreadyQueued);
      else toast.success(adminActionMessages.recrawlRequested);
    } catch (caught) {
      toast.error(errorMessageOf(caught, adminActionMessages.recrawlFailed));
    } finally {
      setBusy(slot.id, false);
      refresh(slot.id);
    }
  };

  const handleAction = (action: AdminRowAction, slot: SlotView) => {
    switch (action) {
      case "pause":
      case "resume":
      case "delete":
        void changeStatus(slot, action);
        return;
      case "recrawl":
        void recrawl(slot);
        return;
      default:
        setModal({ kind: action, slot });
    }
  };

  // One search area: at a desk the free-text box and the search panels above the list; on a phone
  // the box heads the toolbar and the panels open under its "more" button.
  const freeText = <AdminFreeTextSearch filters={list.filters} onFreeText={(text) => list.applyFilters(withFreeText(list.filters, text), true)} />;
  const search = (
    <AdminSlotSearch filters={list.filters} onApply={list.applyFilters} today={today} preAllocation={preAllocation} freeText={phone ? undefined : freeText} />
  );
  const range = pagination ? pageRange(list.page, pagination.limit || pageSize, pagination.total, items.length) : null;

  return (
    <>
      <PageHeader title={title} actions={headerActions} />
      {!phone && search}
      <section className="panel admin-slot-panel">
        <AdminSlotToolbar
          filters={list.filters}
          onStatusChange={(status) => list.applyFilters({ ...list.filters, status })}
          preAllocation={preAllocation}
          pageSize={pageSize}
          onPageSizeChange={(size) => {
            setPageSize(size);
            if (list.page !== 1) list.replacePage(1);
          }}
          rangeText={range && pagination ? messages.range(pagination.total, range.from, range.to, capped) : null}
          onRefresh={() => {
            void mutate();
            void fieldConfigs.mutate();
          }}
          refreshing={isValidating && Boolean(data)}
          exportUrl={(format) => slotExportUrl(adminListQuery(list.filters, 1, pageSize), format)}
          phoneSearch={phone ? { box: freeText, panels: search } : undefined}
        />
        {error && !data ? (
          <LoadError error={error} fallback={slotListLoadMessages.failed} unreachable={slotListLoadMessages.error} onRetry={mutate} />
        ) : (
          <AdminSlotTable
            slots={items}
            columns={dynamicColumns(fieldConfigs.data)}
            loading={isLoading || (isValidating && !data)}
            emptyText={
              isAdminFilterActive(list.filters) ? (
                <NoSearchResults onClear={() => list.applyFilters(EMPTY_ADMIN_FILTERS)} />
              ) : (
                <EmptyState title={messages.emptyTitle} hint={preAllocation ? messages.emptyHintPreAllocation : messages.emptyHint} />
              )
            }
            busyIds={busyIds}
            onAction={handleAction}
            onOpenRankHistory={setRankSlot}
          />
        )}
        <Pagination page={list.page} totalPages={pagination?.totalPages ?? 0} onChange={list.setPage} windowSize={ADMIN_PAGER_WINDOW} />
      </section>

      {modal?.kind === "approve" && (
        <AdminApproveModal
          slot={modal.slot}
          onClose={() => setModal(null)}
          onDone={() => finish(adminActionMessages.approved, modal.slot.id)}
        />
      )}
      {modal?.kind === "reject" && (
        <AdminReasonModal
          slot={modal.slot}
          texts={rejectMessages}
          failedMessage={adminActionMessages.rejectFailed}
          onSubmit={async (reason) => {
            await rejectSlot(modal.slot.id, reason);
            finish(adminActionMessages.rejected, modal.slot.id);
          }}
          onClose={() => setModal(null)}
          testId="admin-reject-modal"
        />
      )}
      {modal?.kind === "refund" && (
        <AdminReasonModal
          slot={modal.slot}
          texts={refundMessages}
          failedMessage={adminActionMessages.refundFailed}
          extra={<AdminRefundQuote slotId={modal.slot.id} />}
          confirmBefore={{ title: refundMessages.confirmTitle, message: refundMessages.confirm, danger: true }}
          onSubmit={async (reason) => {
            await changeSlotStatus(modal.slot.id, "refunded", reason);
            finish(adminActionMessages.refunded, modal.slot.id);
          }}
          onClose={() => setModal(null)}
          testId="admin-refund-modal"
        />
      )}
      {modal?.kind === "edit" && (
        <AdminEditModal slot={modal.slot} onClose={() => setModal(null)} onDone={() => finish(slotEditMessages.updated, modal.slot.id)} />
      )}
      {modal?.kind === "extend" && (
        <AdminExtendModal slot={modal.slot} onClose={() => setModal(null)} onDone={(message) => finish(message, modal.slot.id)} />
      )}
      {modal?.kind === "logs" && <AdminLogModal slot={modal.slot} onClose={() => setModal(null)} />}

      {rankSlot && renderRankHistory(rankSlot, () => setRankSlot(null))}
    </>
  );
}
