import { useEffect, useState, type ReactNode } from "react";
import { useSWRConfig } from "swr";
import { EmptyState, NoSearchResults } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { ExportButtons } from "@/components/export-buttons";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import type { RankSlot, RenderRankHistory } from "@/components/slots/rank-cell";
import { useToast } from "@/components/toast";
import { BulkInputModal } from "@/features/slots/bulk/components/bulk-input-modal";
import type { FillSlot } from "@/features/slots/bulk/use-bulk-sheet";
import { BulkEditModal } from "@/features/slots/components/bulk-edit-modal";
import { SlotCards } from "@/features/slots/components/slot-cards";
import { SlotFormModal, type SlotFormMode } from "@/features/slots/components/slot-form-modal";
import { SlotListToolbar } from "@/features/slots/components/slot-list-toolbar";
import { SlotSearchPanel } from "@/features/slots/components/slot-search-panel";
import { SlotSummaryCounters } from "@/features/slots/components/slot-summary";
import { SlotTable, type SlotListProps } from "@/features/slots/components/slot-table";
import { bulkEditExtraFields, listColumnsOrFallback } from "@/features/slots/fields";
import { isFilterActive, listQueryOf, SLOT_PAGER_WINDOW, slotPageSize } from "@/features/slots/list-state";
import { slotsMessages } from "@/features/slots/messages";
import type { RowAction } from "@/features/slots/selection";
import { useSlotListParams } from "@/features/slots/use-slot-list-params";
import { useSlotSelection } from "@/features/slots/use-slot-selection";
import { useSlotStatusChange } from "@/features/slots/use-slot-status-change";
import { useBackToLastPage } from "@/hooks/use-back-to-last-page";
import { usePageSize } from "@/hooks/use-page-size";
import { pageRange } from "@/lib/list-page";
import { pageTitles } from "@/lib/messages";
import { useSiteSettings } from "@/lib/site-settings";
import { revalidateSlotLists, slotExportUrl, useFieldConfigs, useSlots, type SlotView } from "@/lib/slots/api";
import { slotListLoadMessages } from "@/lib/slots/messages";

type OpenModal =
  | { kind: "form"; mode: SlotFormMode; slot: SlotView | null }
  | { kind: "bulk" }
  | { kind: "bulkInput"; fillSlots?: FillSlot[] }
  | null;

/** The page of bulk registration (spec part 2 §2). */
const BULK_PAGE_PATH = "/slots/bulk";

/** Ticked slots the bulk input can fill: issued empty slots the api lets the advertiser fill. */
function fillableSlots(selected: Iterable<SlotView>): FillSlot[] {
  return [...selected]
    .filter((slot) => slot.allowedActions.includes("fill"))
    .sort((a, b) => (a.slotNumber ?? a.id) - (b.slotNumber ?? b.id))
    .map((slot) => ({ id: slot.id, slotNumber: slot.slotNumber ?? slot.id }));
}

const FALLBACK_COLUMNS = { keyword: slotsMessages.columns.keyword, url: slotsMessages.columns.url };

interface MySlotsProps {
  /** The signed-in advertiser (the page size is remembered per user). */
  userId: number;
  /** After a register, fill or edit was accepted (the route refreshes what a payment changed). */
  onSaved?: () => void;
  /** The cash balance the bulk input checks new rows against (null while loading or with cash off). */
  balance?: number | null;
  /** The rank history a rank cell opens (the route passes the rank-history feature's modal). */
  renderRankHistory: RenderRankHistory;
  /** The advertiser's own effect report dialog (the route supplies it); a toolbar button opens it. */
  renderReport?: (close: () => void) => ReactNode;
}

/** /slots: the advertiser's own ad slots (spec part 1 §2 "My ad slots"). */
export function MySlots({ userId, onSaved, balance = null, renderRankHistory, renderReport }: MySlotsProps) {
  const { mutate: globalMutate } = useSWRConfig();
  const toast = useToast();
  const { settings } = useSiteSettings();
  const list = useSlotListParams();
  const [pageSize, setPageSize] = usePageSize(slotPageSize, userId);
  const { data, error, isLoading, isValidating, mutate } = useSlots(listQueryOf(list.filters, list.page, pageSize));
  const fieldConfigs = useFieldConfigs();
  const selection = useSlotSelection();
  const [modal, setModal] = useState<OpenModal>(null);
  const [rankSlot, setRankSlot] = useState<RankSlot | null>(null);
  const [reporting, setReporting] = useState(false);
  const statusChange = useSlotStatusChange(mutate);

  const items = data?.items ?? [];
  const pagination = data?.pagination;
  const { clear: clearSelection, sync: syncSelection } = selection;

  // New filters start a new selection; fresh rows refresh (or drop) the ticked ones.
  useEffect(() => clearSelection(), [list.filters, clearSelection]);
  useEffect(() => {
    if (data) syncSelection(data.items);
  }, [data, syncSelection]);

  useBackToLastPage(list.page, pagination?.totalPages, items.length, list.replacePage);

  const revalidate = () => void revalidateSlotLists(globalMutate);

  const handleAction = (action: RowAction, slot: SlotView) => {
    if (action === "fill" || action === "edit") setModal({ kind: "form", mode: action, slot });
    else void statusChange.change(slot, action);
  };

  const handleSaved = (message: string) => {
    setModal(null);
    toast.success(message);
    revalidate();
    onSaved?.();
  };

  const handleBulkDone = (message: string) => {
    setModal(null);
    toast.success(message);
    selection.clear();
    revalidate();
  };

  /** Some rows of a bulk input were registered: the list and the balance changed. */
  const handleBulkRegistered = () => {
    revalidate();
    onSaved?.();
  };

  const handleBulkInputDone = (message: string) => {
    setModal(null);
    toast.success(message);
    selection.clear();
  };

  const normalMode = settings.slotOperationMode === "normal";
  const openCreateForm = () => setModal({ kind: "form", mode: "create", slot: null });
  const fillable = normalMode ? [] : fillableSlots(selection.selected.values());
  const query = listQueryOf(list.filters, list.page, pageSize);

  const handlePageSize = (size: number) => {
    setPageSize(size);
    if (list.page !== 1) list.replacePage(1);
  };

  const range = pagination ? pageRange(list.page, pagination.limit || pageSize, pagination.total, items.length) : null;
  const listProps: SlotListProps = {
    slots: items,
    columns: listColumnsOrFallback(fieldConfigs.data, FALLBACK_COLUMNS),
    selectedIds: selection.ids,
    onToggle: selection.toggle,
    onToggleAll: selection.toggleAll,
    busyIds: statusChange.busyIds,
    onAction: handleAction,
    onOpenRankHistory: setRankSlot,
    loading: isLoading || (isValidating && !data),
    emptyText: isFilterActive(list.filters) ? (
      <NoSearchResults onClear={list.resetFilters} />
    ) : (
      <EmptyState
        title={slotsMessages.emptyTitle}
        hint={normalMode ? slotsMessages.emptyHint : slotsMessages.emptyHintPreAllocation}
        action={normalMode ? { label: slotsMessages.emptyAction, onClick: openCreateForm } : undefined}
      />
    ),
  };

  return (
    <>
      <PageHeader
        title={pageTitles.slots}
        actions={
          settings.slotOperationMode === "normal" && (
            <button type="button" className="button button-primary" onClick={openCreateForm}>
              {slotsMessages.createButton}
            </button>
          )
        }
      />
      <SlotSummaryCounters
        summary={data?.summary ?? undefined}
        status={list.filters.status}
        onSelect={(status) => list.applyFilters({ ...list.filters, status })}
      />
      <SlotSearchPanel filters={list.filters} onApply={list.applyFilters} onReset={list.resetFilters} />
      <section className="panel slot-list-panel">
        <SlotListToolbar
          rangeText={range && pagination ? slotsMessages.range(pagination.total, range.from, range.to) : null}
          selectedCount={selection.ids.size}
          onBulkEdit={() => setModal({ kind: "bulk" })}
          onClearSelection={selection.clear}
          pageSize={pageSize}
          onPageSizeChange={handlePageSize}
          view={list.view}
          onViewChange={list.setView}
          onRefresh={() => {
            void mutate();
            void fieldConfigs.mutate();
          }}
          refreshing={isValidating && Boolean(data)}
          onBulkInput={normalMode ? () => setModal({ kind: "bulkInput" }) : undefined}
          bulkPagePath={normalMode ? BULK_PAGE_PATH : undefined}
          fillableCount={fillable.length}
          onFillSelected={() => setModal({ kind: "bulkInput", fillSlots: fillable })}
          exports={
            <>
              <ExportButtons urlFor={(format) => slotExportUrl(query, format)} fallbackName={(format) => `slots.${format}`} />
              {renderReport && (
                <button type="button" className="button button-secondary" onClick={() => setReporting(true)}>
                  {slotsMessages.reportButton}
                </button>
              )}
            </>
          }
        />
        {error && !data ? (
          <LoadError error={error} fallback={slotListLoadMessages.failed} unreachable={slotListLoadMessages.error} onRetry={mutate} />
        ) : list.view === "card" ? (
          <SlotCards {...listProps} />
        ) : (
          <SlotTable {...listProps} />
        )}
        <Pagination page={list.page} totalPages={pagination?.totalPages ?? 0} onChange={list.setPage} windowSize={SLOT_PAGER_WINDOW} />
      </section>
      {modal?.kind === "form" && (
        <SlotFormModal
          mode={modal.mode}
          slot={modal.slot}
          domain={settings.marketplaceDomain}
          onClose={() => setModal(null)}
          onSaved={handleSaved}
        />
      )}
      {modal?.kind === "bulk" && (
        <BulkEditModal
          slots={[...selection.selected.values()]}
          extraFields={bulkEditExtraFields(fieldConfigs.data)}
          domain={settings.marketplaceDomain}
          onClose={() => setModal(null)}
          onDone={handleBulkDone}
        />
      )}
      {modal?.kind === "bulkInput" && (
        <BulkInputModal
          fillSlots={modal.fillSlots}
          balance={balance}
          onClose={() => setModal(null)}
          onDone={handleBulkInputDone}
          onRegistered={handleBulkRegistered}
        />
      )}
      {rankSlot && renderRankHistory(rankSlot, () => setRankSlot(null))}
      {reporting && renderReport?.(() => setReporting(false))}
    </>
  );
}
