import { useEffect, useState } from "react";
import { useSWRConfig } from "swr";
import { AlertBox } from "@/components/alert-box";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { useToast } from "@/components/toast";
import { useSession } from "@/lib/session";
import type { UserView } from "@/lib/session-api";
import { revalidateBalance } from "@/features/cash/api";
import { revalidateSlotLists, useFieldConfigs, useSlots, type SlotView } from "@/features/slots/api";
import { BulkEditModal } from "@/features/slots/components/bulk-edit-modal";
import { SlotCards } from "@/features/slots/components/slot-cards";
import { SlotFormModal, type SlotFormMode } from "@/features/slots/components/slot-form-modal";
import { SlotListToolbar } from "@/features/slots/components/slot-list-toolbar";
import { SlotSearchPanel } from "@/features/slots/components/slot-search-panel";
import { SlotSummaryCounters } from "@/features/slots/components/slot-summary";
import { SlotTable, type SlotListProps } from "@/features/slots/components/slot-table";
import { bulkEditExtraFields, listColumnsOrFallback } from "@/features/slots/fields";
import { isFilterActive, listQueryOf, pageRange, SLOT_PAGER_WINDOW } from "@/features/slots/list-state";
import { slotsMessages } from "@/features/slots/messages";
import type { RowAction } from "@/features/slots/selection";
import { usePageSize } from "@/features/slots/use-page-size";
import { useSlotListParams } from "@/features/slots/use-slot-list-params";
import { useSlotSelection } from "@/features/slots/use-slot-selection";
import { useSlotStatusChange } from "@/features/slots/use-slot-status-change";
import { errorMessageOf } from "@/lib/api-client";
import { commonMessages, pageTitles } from "@/lib/messages";
import { useSiteSettings } from "@/lib/site-settings";

type OpenModal = { kind: "form"; mode: SlotFormMode; slot: SlotView | null } | { kind: "bulk" } | null;

const FALLBACK_COLUMNS = { keyword: slotsMessages.columns.keyword, url: slotsMessages.columns.url };

/** /slots: the advertiser's own ad slots (spec part 1 §2 "My ad slots"). */
export function SlotsRoute() {
  const { user } = useSession();
  if (!user) return null;
  return <MySlots user={user} />;
}

function MySlots({ user }: { user: UserView }) {
  const { mutate: globalMutate } = useSWRConfig();
  const toast = useToast();
  const { settings } = useSiteSettings();
  const list = useSlotListParams();
  const [pageSize, setPageSize] = usePageSize(user.id);
  const { data, error, isLoading, isValidating, mutate } = useSlots(listQueryOf(list.filters, list.page, pageSize));
  const fieldConfigs = useFieldConfigs();
  const selection = useSlotSelection();
  const [modal, setModal] = useState<OpenModal>(null);
  const statusChange = useSlotStatusChange(mutate);

  const items = data?.items ?? [];
  const pagination = data?.pagination;
  const { clear: clearSelection, sync: syncSelection } = selection;

  // New filters start a new selection; fresh rows refresh (or drop) the ticked ones.
  useEffect(() => clearSelection(), [list.filters, clearSelection]);
  useEffect(() => {
    if (data) syncSelection(data.items);
  }, [data, syncSelection]);

  // A page past the last one (rows removed meanwhile) moves back to the last page.
  const { replacePage } = list;
  useEffect(() => {
    if (pagination && items.length === 0 && list.page > 1 && list.page > pagination.totalPages) {
      replacePage(Math.max(1, pagination.totalPages));
    }
  }, [pagination, items.length, list.page, replacePage]);

  const revalidate = () => void revalidateSlotLists(globalMutate);

  const handleAction = (action: RowAction, slot: SlotView) => {
    if (action === "fill" || action === "edit") setModal({ kind: "form", mode: action, slot });
    else void statusChange.change(slot, action);
  };

  const handleSaved = (message: string) => {
    setModal(null);
    toast.success(message);
    revalidate();
    // A registered slot was paid for: the sidebar balance reads the new amount.
    if (settings.useCashSystem) void revalidateBalance(globalMutate);
  };

  const handleBulkDone = (message: string) => {
    setModal(null);
    toast.success(message);
    selection.clear();
    revalidate();
  };

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
    loading: isLoading || (isValidating && !data),
    emptyText: isFilterActive(list.filters) ? commonMessages.noSearchResults : commonMessages.noData,
  };

  return (
    <>
      <PageHeader
        title={pageTitles.slots}
        actions={
          settings.slotOperationMode === "normal" && (
            <button type="button" className="button button-primary" onClick={() => setModal({ kind: "form", mode: "create", slot: null })}>
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
        />
        {error && !data ? (
          <AlertBox>
            {errorMessageOf(error, slotsMessages.loadFailed)}{" "}
            <button type="button" className="link-button" onClick={() => void mutate()}>
              {slotsMessages.retry}
            </button>
          </AlertBox>
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
    </>
  );
}
