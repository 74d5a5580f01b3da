import type { ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { LoadError } from "@/components/load-error";
import { DataTable, type Column } from "@/components/data-table";
import { Loading } from "@/components/loading";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { SelectField } from "@/components/select-field";
import { Tabs } from "@/components/tabs";
import {
  CASH_HISTORY_TYPES,
  useCashHistory,
  useCharges,
  type CashHistoryType,
  type ChargePage,
  type ChargeRequest,
  type HistoryPage,
} from "@/features/cash/api";
import { ChargeStatusBadge } from "@/features/cash/components/charge-status-badge";
import { bonusText, formatWon, historySign, historyTone, historyTypeLabel, signedHistoryAmount } from "@/features/cash/format";
import { cashMessages } from "@/features/cash/messages";
import { useBackToLastPage } from "@/hooks/use-back-to-last-page";
import { formatDateTime } from "@/lib/format";
import "@/styles/cash.css";

export type HistoryTab = "charges" | "usage";
const TABS: readonly HistoryTab[] = ["charges", "usage"];

/** The tab, page and type filter live in the URL (?tab=usage&page=2&type=purchase) so a reload keeps them. */
export function historyParamsOf(search: URLSearchParams): { tab: HistoryTab; page: number; type: CashHistoryType | "" } {
  const tab: HistoryTab = search.get("tab") === "usage" ? "usage" : "charges";
  const page = Math.max(1, Math.trunc(Number(search.get("page"))) || 1);
  const rawType = search.get("type") ?? "";
  const type = (CASH_HISTORY_TYPES as readonly string[]).includes(rawType) ? (rawType as CashHistoryType) : "";
  return { tab, page, type: tab === "usage" ? type : "" };
}

interface ListState<P> {
  data: P | undefined;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => unknown;
}

/** What the table shows while it has no rows: the failure with a retry, loading, or no data. */
function ListStatus<P>({ list, failed }: { list: ListState<P>; failed: string }) {
  if (list.error && !list.data) {
    return (
      <LoadError error={list.error} fallback={failed} onRetry={list.mutate} />
    );
  }
  return !list.data ? <Loading label={cashMessages.loading} /> : cashMessages.empty;
}

/** A cash list's table: its columns, caption, the failure shown when it cannot load, each row's test id. */
interface CashTableSpec<T> {
  columns: Array<Column<T>>;
  caption: string;
  failed: string;
  testId: (row: T) => string;
}

/** A cash list's table: its rows, or the list's state while there are none. */
function CashTable<P extends ChargePage | HistoryPage>({ list, spec }: { list: ListState<P>; spec: CashTableSpec<P["items"][number]> }) {
  return (
    <DataTable
      columns={spec.columns}
      rows={list.data?.items ?? []}
      rowTestId={spec.testId}
      className="cash-table"
      caption={spec.caption}
      busy={list.isValidating && !list.data}
      emptyText={<ListStatus list={list} failed={spec.failed} />}
    />
  );
}

const chargeColumn = cashMessages.chargeColumns;
/** Charge history: request time, amount, bonus, depositor, status (with the rejection reason). */
const CHARGE_TABLE: CashTableSpec<ChargeRequest> = {
  columns: [
    { header: chargeColumn.requestedAt, cell: (charge) => formatDateTime(charge.requestedAt ?? charge.createdAt) },
    { header: chargeColumn.amount, className: "cell-number cell-strong", cell: (charge) => formatWon(charge.amount) },
    { header: chargeColumn.bonus, className: "cell-number", cell: (charge) => bonusText(charge.bonusAmount, charge.bonusPercentage) },
    { header: chargeColumn.accountHolder, cell: (charge) => charge.accountHolder },
    {
      header: chargeColumn.status,
      cell: (charge) => (
        <>
          <ChargeStatusBadge status={charge.status} />
          {charge.status === "rejected" && charge.rejectReason && (
            <span className="cash-reject-reason">{cashMessages.rejectReason(charge.rejectReason)}</span>
          )}
        </>
      ),
    },
  ],
  caption: cashMessages.chargesCaption,
  failed: cashMessages.chargesFailed,
  testId: (charge) => `charge-row-${charge.id}`,
};

type HistoryEntry = HistoryPage["items"][number];
const usageColumn = cashMessages.usageColumns;
/** Usage history: time, type, amount (green + or red − by type), balance after, description. */
const USAGE_TABLE: CashTableSpec<HistoryEntry> = {
  columns: [
    { header: usageColumn.transactionAt, cell: (entry) => formatDateTime(entry.transactionAt) },
    { header: usageColumn.type, cell: (entry) => historyTypeLabel(entry.type) },
    {
      header: usageColumn.amount,
      cellProps: (entry) => ({
        className: `cell-number cell-strong cash-amount cash-amount-${historyTone(entry.type)}`,
        "data-sign": historySign(entry.type),
      }),
      cell: (entry) => signedHistoryAmount(entry.type, entry.amount),
    },
    { header: usageColumn.balanceAfter, className: "cell-number", cell: (entry) => formatWon(entry.balanceAfter) },
    { header: usageColumn.description, cell: (entry) => entry.description || cashMessages.none },
  ],
  caption: cashMessages.usageCaption,
  failed: cashMessages.historyFailed,
  testId: (entry) => `history-row-${entry.id}`,
};

type PageHandler = (page: number, replace?: boolean) => void;

function ChargesPanel({ page, onPage }: { page: number; onPage: PageHandler }) {
  const list = useCharges(page);
  return <HistoryPanel list={list} page={page} onPage={onPage} table={<CashTable list={list} spec={CHARGE_TABLE} />} />;
}

function UsagePanel({ page, type, onPage, onType }: { page: number; type: CashHistoryType | ""; onPage: PageHandler; onType: (type: CashHistoryType | "") => void }) {
  const list = useCashHistory(page, type);
  const filter = (
    <SelectField
      className="field-inline cash-type-filter"
      label={cashMessages.typeFilterLabel}
      value={type}
      onChange={(value) => onType(value as CashHistoryType | "")}
      options={[["", cashMessages.typeFilterAll], ...CASH_HISTORY_TYPES.map((value) => [value, historyTypeLabel(value)] as const)]}
    />
  );
  return <HistoryPanel list={list} page={page} onPage={onPage} filter={filter} table={<CashTable list={list} spec={USAGE_TABLE} />} />;
}

function HistoryPanel<P extends ChargePage | HistoryPage>({
  list,
  page,
  onPage,
  filter,
  table,
}: {
  list: ListState<P>;
  page: number;
  onPage: (page: number, replace?: boolean) => void;
  filter?: ReactNode;
  table: ReactNode;
}) {
  const pagination = list.data?.pagination;
  useBackToLastPage(page, pagination?.totalPages, list.data?.items.length ?? 0, (last) => onPage(last, true));
  return (
    <>
      <div className="toolbar cash-toolbar">
        {filter}
        <span className="toolbar-total">{pagination ? cashMessages.totalCount(pagination.total) : ""}</span>
        <button type="button" className="button button-secondary button-small" onClick={() => void list.mutate()} disabled={list.isValidating}>
          {cashMessages.refresh}
        </button>
      </div>
      {table}
      <Pagination page={page} totalPages={pagination?.totalPages ?? 0} onChange={onPage} />
    </>
  );
}

/** /cash-history and /cash/history: the two tabs (charges, usage), each paged. */
export function CashHistory({ title }: { title: string }) {
  const [search, setSearch] = useSearchParams();
  const { tab, page, type } = historyParamsOf(search);

  const go = (next: { tab?: HistoryTab; page?: number; type?: CashHistoryType | "" }, replace = false) => {
    const nextTab = next.tab ?? tab;
    const params = new URLSearchParams();
    if (nextTab === "usage") params.set("tab", "usage");
    const nextType = nextTab === "usage" ? (next.type ?? (next.tab ? "" : type)) : "";
    if (nextType) params.set("type", nextType);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) params.set("page", String(nextPage));
    setSearch(params, { replace });
  };

  return (
    <div className="cash-page">
      <PageHeader title={title} />
      <section className="panel cash-history">
        <Tabs
          tabs={TABS}
          selected={tab}
          onSelect={(next) => next === tab || go({ tab: next })}
          label={cashMessages.historyTabsLabel}
          tabLabel={(value) => cashMessages.tabs[value]}
          homeEnd
          listClassName="cash-tablist"
          panelClassName="cash-tabpanel"
        >
          {tab === "charges" ? (
            <ChargesPanel page={page} onPage={(next, replace) => go({ page: next }, replace)} />
          ) : (
            <UsagePanel page={page} type={type} onPage={(next, replace) => go({ page: next }, replace)} onType={(next) => go({ type: next })} />
          )}
        </Tabs>
      </section>
    </div>
  );
}
