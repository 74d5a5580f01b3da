import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { AlertBox } from "@/components/alert-box";
import { Loading } from "@/components/loading";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import {
  CASH_HISTORY_TYPES,
  useCashHistory,
  useCharges,
  type CashHistoryType,
  type ChargePage,
  type HistoryPage,
} from "@/features/cash/api";
import { ChargeStatusBadge } from "@/features/cash/components/charge-status-badge";
import { bonusText, formatWon, historySign, historyTone, historyTypeLabel, signedHistoryAmount } from "@/features/cash/format";
import { cashMessages } from "@/features/cash/messages";
import { useBackToLastPage } from "@/hooks/use-back-to-last-page";
import { errorMessageOf } from "@/lib/api-client";
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

function ListStatus<P>({ list, failed, columns }: { list: ListState<P>; failed: string; columns: number }) {
  if (list.error && !list.data) {
    return (
      <tr>
        <td colSpan={columns} className="table-empty">
          <AlertBox>
            {errorMessageOf(list.error, failed)}{" "}
            <button type="button" className="link-button" onClick={() => void list.mutate()}>
              {cashMessages.retry}
            </button>
          </AlertBox>
        </td>
      </tr>
    );
  }
  return (
    <tr>
      <td colSpan={columns} className="table-empty">
        {!list.data ? <Loading label={cashMessages.loading} /> : cashMessages.empty}
      </td>
    </tr>
  );
}

const CHARGE_COLUMNS = Object.values(cashMessages.chargeColumns);
const USAGE_COLUMNS = Object.values(cashMessages.usageColumns);

/** Charge history: request time, amount, bonus, depositor, status (with the rejection reason). */
export function ChargeHistoryTable({ list }: { list: ListState<ChargePage> }) {
  const items = list.data?.items ?? [];
  return (
    <div className="table-wrapper">
      <table className="table cash-table" aria-busy={(list.isValidating && !list.data) || undefined}>
        <caption className="visually-hidden">{cashMessages.chargesCaption}</caption>
        <thead>
          <tr>
            {CHARGE_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <ListStatus list={list} failed={cashMessages.chargesFailed} columns={CHARGE_COLUMNS.length} />
          ) : (
            items.map((charge) => (
              <tr key={charge.id} data-testid={`charge-row-${charge.id}`}>
                <td>{formatDateTime(charge.requestedAt ?? charge.createdAt)}</td>
                <td className="cell-number cell-strong">{formatWon(charge.amount)}</td>
                <td className="cell-number">{bonusText(charge.bonusAmount, charge.bonusPercentage)}</td>
                <td>{charge.accountHolder}</td>
                <td>
                  <ChargeStatusBadge status={charge.status} />
                  {charge.status === "rejected" && charge.rejectReason && (
                    <span className="cash-reject-reason">{cashMessages.rejectReason(charge.rejectReason)}</span>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Usage history: time, type, amount (green + or red − by type), balance after, description. */
export function UsageHistoryTable({ list }: { list: ListState<HistoryPage> }) {
  const items = list.data?.items ?? [];
  return (
    <div className="table-wrapper">
      <table className="table cash-table" aria-busy={(list.isValidating && !list.data) || undefined}>
        <caption className="visually-hidden">{cashMessages.usageCaption}</caption>
        <thead>
          <tr>
            {USAGE_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <ListStatus list={list} failed={cashMessages.historyFailed} columns={USAGE_COLUMNS.length} />
          ) : (
            items.map((entry) => (
              <tr key={entry.id} data-testid={`history-row-${entry.id}`}>
                <td>{formatDateTime(entry.transactionAt)}</td>
                <td>{historyTypeLabel(entry.type)}</td>
                <td
                  className={`cell-number cell-strong cash-amount cash-amount-${historyTone(entry.type)}`}
                  data-sign={historySign(entry.type)}
                >
                  {signedHistoryAmount(entry.type, entry.amount)}
                </td>
                <td className="cell-number">{formatWon(entry.balanceAfter)}</td>
                <td>{entry.description || cashMessages.none}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

type PageHandler = (page: number, replace?: boolean) => void;

function ChargesPanel({ page, onPage }: { page: number; onPage: PageHandler }) {
  const list = useCharges(page);
  return <HistoryPanel list={list} page={page} onPage={onPage} table={<ChargeHistoryTable list={list} />} />;
}

function UsagePanel({ page, type, onPage, onType }: { page: number; type: CashHistoryType | ""; onPage: PageHandler; onType: (type: CashHistoryType | "") => void }) {
  const id = useId();
  const list = useCashHistory(page, type);
  const filter = (
    <div className="field field-inline cash-type-filter">
      <label className="field-label" htmlFor={`${id}-type`}>
        {cashMessages.typeFilterLabel}
      </label>
      <select
        id={`${id}-type`}
        className="input"
        value={type}
        onChange={(event) => onType(event.target.value as CashHistoryType | "")}
      >
        <option value="">{cashMessages.typeFilterAll}</option>
        {CASH_HISTORY_TYPES.map((value) => (
          <option key={value} value={value}>
            {historyTypeLabel(value)}
          </option>
        ))}
      </select>
    </div>
  );
  return <HistoryPanel list={list} page={page} onPage={onPage} filter={filter} table={<UsageHistoryTable list={list} />} />;
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
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
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

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(tab);
    let next: HistoryTab | undefined;
    if (event.key === "ArrowRight") next = TABS[(index + 1) % TABS.length];
    else if (event.key === "ArrowLeft") next = TABS[(index - 1 + TABS.length) % TABS.length];
    else if (event.key === "Home") next = TABS[0];
    else if (event.key === "End") next = TABS[TABS.length - 1];
    if (!next) return;
    event.preventDefault();
    if (next !== tab) go({ tab: next });
    listRef.current?.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  };

  return (
    <div className="cash-page">
      <PageHeader title={title} />
      <section className="panel cash-history">
        <div ref={listRef} role="tablist" aria-label={cashMessages.historyTabsLabel} className="cash-tablist" onKeyDown={onKeyDown}>
          {TABS.map((value) => {
            const selected = value === tab;
            return (
              <button
                key={value}
                id={`${id}-tab-${value}`}
                data-tab={value}
                type="button"
                role="tab"
                className={selected ? "cash-tab cash-tab-selected" : "cash-tab"}
                aria-selected={selected}
                aria-controls={selected ? `${id}-panel` : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => selected || go({ tab: value })}
              >
                {cashMessages.tabs[value]}
              </button>
            );
          })}
        </div>
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="cash-tabpanel">
          {tab === "charges" ? (
            <ChargesPanel page={page} onPage={(next, replace) => go({ page: next }, replace)} />
          ) : (
            <UsagePanel page={page} type={type} onPage={(next, replace) => go({ page: next }, replace)} onType={(next) => go({ type: next })} />
          )}
        </div>
      </section>
    </div>
  );
}
