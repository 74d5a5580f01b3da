import { useId, useState, type FormEvent } from "react";
import { useSWRConfig } from "swr";
import { AlertBox } from "@/components/alert-box";
import { useConfirm } from "@/components/confirm-dialog";
import { PageHeader } from "@/components/page-header";
import { Pagination } from "@/components/pagination";
import { SelectField } from "@/components/select-field";
import { useToast } from "@/components/toast";
import {
  revalidateHistory,
  setPayment,
  useAllocationHistory,
  type AllocationRecord,
} from "@/features/allocation-history/api";
import { AllocationSlotsModal } from "@/features/allocation-history/components/allocation-slots-modal";
import { AllocationTable } from "@/features/allocation-history/components/allocation-table";
import { ExtendAllModal } from "@/features/allocation-history/components/extend-all-modal";
import {
  PAGE_SIZES,
  PERIODS,
  dateFromFor,
  nextSort,
  readQuery,
  shownRange,
  writeQuery,
  type HistoryQuery,
  type SortKey,
} from "@/features/allocation-history/history";
import { historyMessages as m } from "@/features/allocation-history/messages";
import { useUrlQuery } from "@/hooks/use-url-query";
import { ApiError, errorMessageOf } from "@/lib/api-client";
import { kstToday } from "@/lib/slots/format";

type Open = { kind: "slots" | "extend"; record: AllocationRecord } | null;

/** /admin/slot-allocation-history: the issue history with its filters, payment and extension. */
export function AllocationHistoryPage({ title }: { title: string }) {
  const id = useId();
  const [query, setQuery] = useUrlQuery(readQuery, writeQuery);
  const { mutate } = useSWRConfig();
  const confirm = useConfirm();
  const toast = useToast();
  const [userInput, setUserInput] = useState(query.userSearch);
  const [operatorInput, setOperatorInput] = useState(query.operatorSearch);
  const [open, setOpen] = useState<Open>(null);
  const [paying, setPaying] = useState<number | null>(null);

  const today = kstToday();
  const { data, error, isLoading, isValidating } = useAllocationHistory(query, dateFromFor(query.period, today));
  const rows = data?.allocations ?? [];
  const total = data?.pagination.total ?? 0;
  const [from, to] = shownRange(query.page, query.limit, total, rows.length);

  const update = (change: Partial<HistoryQuery>, keepPage = false) => setQuery(keepPage ? change : { ...change, page: 1 });

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ userSearch: userInput.trim(), operatorSearch: operatorInput.trim() });
  };

  const togglePayment = async (record: AllocationRecord) => {
    const paid = !record.payment;
    const ok = await confirm({ title: m.paymentTitle, message: paid ? m.confirmPaid : m.confirmCancel, danger: !paid });
    if (!ok) return;
    setPaying(record.id);
    try {
      const answer = await setPayment(record.id, paid);
      toast.success(answer.message);
      await revalidateHistory(mutate);
    } catch (failure) {
      // A refusal shows the server's text; a call that never reached it, the exception text (spec part 2 §8).
      const reached = failure instanceof ApiError && failure.status !== 0;
      toast.error(reached ? errorMessageOf(failure, paid ? m.paymentFailed : m.cancelFailed) : m.paymentError);
    } finally {
      setPaying(null);
    }
  };

  return (
    <section className="allocation-history">
      <PageHeader title={title} description={m.description} />

      <form className="toolbar allocation-history-toolbar" role="search" onSubmit={search}>
        <div className="field allocation-period-field">
          <span className="field-label" id={`${id}-period`}>{m.periodLabel}</span>
          <div className="allocation-periods" role="group" aria-labelledby={`${id}-period`}>
            {PERIODS.map((period) => (
              <button
                key={period}
                type="button"
                className={period === query.period ? "admin-chip admin-chip-active" : "admin-chip"}
                aria-pressed={period === query.period}
                onClick={() => update({ period })}
              >
                {m.periods[period]}
              </button>
            ))}
          </div>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-user`}>{m.userSearch}</label>
          <input id={`${id}-user`} className="input" value={userInput} placeholder={m.userSearchPlaceholder}
            onChange={(e) => setUserInput(e.target.value)} />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-operator`}>{m.operatorSearch}</label>
          <input id={`${id}-operator`} className="input" value={operatorInput} placeholder={m.operatorSearchPlaceholder}
            onChange={(e) => setOperatorInput(e.target.value)} />
        </div>
        <button type="submit" className="button button-primary allocation-search-button">{m.search}</button>
        <SelectField
          label={m.pageSize}
          value={query.limit}
          onChange={(value) => update({ limit: Number(value) })}
          options={PAGE_SIZES.map((size) => [size, m.pageSizeOption(size)] as const)}
        />
      </form>

      {error && <AlertBox kind="error">{errorMessageOf(error, m.loadFailed)}</AlertBox>}
      <p className="toolbar-total" aria-live="polite">{total > 0 ? m.range(from, to, total) : ""}</p>

      <AllocationTable
        rows={rows}
        loading={isLoading || (isValidating && rows.length === 0)}
        query={query}
        paying={paying}
        onSort={(key: SortKey) => update(nextSort(query, key))}
        onPayment={togglePayment}
        onViewSlots={(record) => setOpen({ kind: "slots", record })}
        onExtend={(record) => setOpen({ kind: "extend", record })}
      />

      <Pagination page={query.page} totalPages={data?.pagination.totalPages ?? 0}
        onChange={(page) => update({ page }, true)} />

      {open?.kind === "slots" && <AllocationSlotsModal record={open.record} onClose={() => setOpen(null)} />}
      {open?.kind === "extend" && (
        <ExtendAllModal record={open.record} onClose={() => setOpen(null)} onDone={() => void revalidateHistory(mutate)} />
      )}
    </section>
  );
}
