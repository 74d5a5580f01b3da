import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useSWRConfig } from "swr";
import { LoadError } from "@/components/load-error";
import { useConfirm } from "@/components/confirm-dialog";
import { DataTable, type Column } from "@/components/data-table";
import { RowActions } from "@/components/row-menu";
import { Loading } from "@/components/loading";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { useToast } from "@/components/toast";
import {
  approveCharge,
  rejectCharge,
  revalidateAdminCash,
  usePendingCharges,
  type ChargePage,
  type ChargeRequest,
} from "@/features/cash/api";
import { RejectChargeModal } from "@/features/cash/components/reject-charge-modal";
import { formatWon } from "@/features/cash/format";
import { cashMessages } from "@/features/cash/messages";
import { useBackToLastPage } from "@/hooks/use-back-to-last-page";
import { useBusyIds } from "@/hooks/use-busy-ids";
import { ApiError, errorMessageOf } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import "@/styles/cash.css";

interface PendingChargeTableProps {
  items: ChargeRequest[];
  loading: boolean;
  busyIds: ReadonlySet<number>;
  onApprove: (charge: ChargeRequest) => void;
  onReject: (charge: ChargeRequest) => void;
}

const userCellId = (charge: ChargeRequest) => `charge-${charge.id}-user`;

/** The pending requests, oldest first as the api sends them, each with approve and reject (a phone: in its card's menu). */
export function PendingChargeTable({ items, loading, busyIds, onApprove, onReject }: PendingChargeTableProps) {
  const c = cashMessages.adminColumns;
  const columns: Array<Column<ChargeRequest>> = [
    { header: c.requestedAt, cell: (charge) => formatDateTime(charge.requestedAt ?? charge.createdAt) },
    {
      header: c.user,
      phone: "title",
      cellProps: (charge) => ({ id: userCellId(charge) }),
      cell: (charge) => (
        <>
          <span className="cell-strong">{charge.userName}</span> <span className="cash-login-id">{charge.userEmail}</span>
        </>
      ),
    },
    { header: c.amount, className: "cell-number cell-strong", cell: (charge) => formatWon(charge.amount) },
    { header: c.depositAt, cell: (charge) => formatDateTime(charge.depositAt) },
    { header: c.accountHolder, cell: (charge) => charge.accountHolder },
    {
      header: c.actions,
      phone: "menu",
      cell: (charge) => (
        <RowActions
          menuLabel={cashMessages.rowMenu(charge.userName)}
          disabled={busyIds.has(charge.id)}
          actions={[
            { key: "approve", label: cashMessages.approve, tone: "primary", describedBy: userCellId(charge), onSelect: () => onApprove(charge) },
            { key: "reject", label: cashMessages.reject, tone: "danger-outline", describedBy: userCellId(charge), onSelect: () => onReject(charge) },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={items}
      rowTestId={(charge) => `pending-charge-${charge.id}`}
      className="cash-table"
      stack
      caption={cashMessages.adminCaption}
      loading={loading}
      loadingText={<Loading label={cashMessages.adminLoading} />}
      emptyText={cashMessages.adminEmpty}
    />
  );
}

/** A page without the handled request (the total one less), until the refetch answers. */
function without(page: ChargePage | undefined, id: number): ChargePage | undefined {
  if (!page) return page;
  const items = page.items.filter((item) => item.id !== id);
  if (items.length === page.items.length) return page;
  return { ...page, items, pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - 1) } };
}

/**
 * /admin/cash (operators and developers): pending charge requests, oldest first, paged. Approve asks
 * first; reject opens a modal with an optional reason. A handled request leaves the list at once; when
 * another operator was first the server's 409 text is shown as is and the list is re-read.
 */
export function AdminCashApproval({ title }: { title: string }) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(search.get("page"))) || 1);
  const { data, error, isLoading, isValidating, mutate } = usePendingCharges(page);
  const { mutate: globalMutate } = useSWRConfig();
  const confirm = useConfirm();
  const toast = useToast();
  const { busyIds, setBusy } = useBusyIds();
  const [rejecting, setRejecting] = useState<ChargeRequest | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const refocus = useRef(false);

  const items = data?.items ?? [];
  const pagination = data?.pagination;

  const setPage = useCallback(
    (next: number, replace = false) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (next > 1) params.set("page", String(next));
          else params.delete("page");
          return params;
        },
        { replace },
      ),
    [setSearch],
  );

  // A page emptied by decisions (or a stale link) moves back to the last page.
  const replacePage = useCallback((last: number) => setPage(last, true), [setPage]);
  useBackToLastPage(page, pagination?.totalPages, items.length, replacePage);

  // The pressed button left with its row: keep the keyboard in the list.
  useEffect(() => {
    if (!refocus.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && document.contains(active)) return;
    refocus.current = false;
    const next = panelRef.current?.querySelector<HTMLElement>("tbody button:not([disabled])");
    (next ?? panelRef.current)?.focus();
  }, [items]);

  const handled = async (id: number) => {
    refocus.current = true;
    await mutate((current) => without(current, id), { revalidate: false });
    void revalidateAdminCash(globalMutate);
  };

  const stale = (caught: unknown) => caught instanceof ApiError && (caught.status === 404 || caught.status === 409);

  const handleApprove = async (charge: ChargeRequest) => {
    const amount = formatWon(charge.amount);
    const ok = await confirm({
      title: cashMessages.approveTitle,
      message: cashMessages.approveConfirm(charge.userName, amount),
      confirmLabel: cashMessages.approve,
    });
    if (!ok) return;
    setBusy(charge.id, true);
    try {
      await approveCharge(charge.id);
      toast.success(cashMessages.approved(charge.userName, amount));
      await handled(charge.id);
    } catch (caught) {
      toast.error(errorMessageOf(caught, cashMessages.approveFailed));
      if (stale(caught)) void revalidateAdminCash(globalMutate);
    } finally {
      setBusy(charge.id, false);
    }
  };

  const handleReject = async (charge: ChargeRequest, reason: string) => {
    setBusy(charge.id, true);
    try {
      await rejectCharge(charge.id, reason);
    } catch (caught) {
      if (stale(caught)) void revalidateAdminCash(globalMutate);
      throw caught;
    } finally {
      setBusy(charge.id, false);
    }
    setRejecting(null);
    toast.success(cashMessages.rejected(charge.userName, formatWon(charge.amount)));
    await handled(charge.id);
  };

  return (
    <div className="cash-page">
      <PageHeader title={title} description={cashMessages.adminDescription} />
      <section ref={panelRef} className="panel" tabIndex={-1} aria-label={cashMessages.adminCaption}>
        <div className="toolbar cash-toolbar">
          <span className="toolbar-total" aria-live="polite">
            {pagination ? cashMessages.pendingCount(pagination.total) : ""}
          </span>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void mutate()}
            disabled={isValidating}
          >
            {cashMessages.refresh}
          </button>
        </div>
        {error && !data ? (
          <LoadError error={error} fallback={cashMessages.adminFailed} onRetry={mutate} />
        ) : (
          <PendingChargeTable
            items={items}
            loading={isLoading || (isValidating && !data)}
            busyIds={busyIds}
            onApprove={(charge) => void handleApprove(charge)}
            onReject={setRejecting}
          />
        )}
        <Pagination page={page} totalPages={pagination?.totalPages ?? 0} onChange={(next) => setPage(next)} />
      </section>
      {rejecting && (
        <RejectChargeModal
          charge={rejecting}
          onSubmit={(reason) => handleReject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </div>
  );
}
