import { useId, useState, type FormEvent } from "react";
import { AlertBox } from "@/components/alert-box";
import { Checkbox } from "@/components/checkbox";
import { useConfirm } from "@/components/confirm-dialog";
import { FormModalFooter } from "@/components/form-modal-footer";
import { Modal } from "@/components/modal";
import { TextField } from "@/components/text-field";
import { allocate } from "@/features/pre-allocation/api";
import {
  DURATIONS,
  MAX_COUNT,
  MIN_COUNT,
  checkForm,
  confirmText,
  effectiveEnd,
  endFor,
  initialForm,
  type FormField,
  type PreAllocationForm,
  type Variant,
} from "@/features/pre-allocation/form";
import { preAllocationMessages as m } from "@/features/pre-allocation/messages";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { ApiError, errorMessageOf } from "@/lib/api-client";
import { apiLimits } from "@/lib/api-limits";
import { kstToday } from "@/lib/slots/format";
import { useAdvertiserSearch } from "@/lib/users-api";

interface PreAllocationModalProps {
  variant: Variant;
  /** The user-management variant's advertiser (fixed). */
  user?: { id: number; fullName: string; email: string };
  defaultAllocation: number;
  onClose: () => void;
  /** Issued: the server's message. */
  onDone: (message: string) => void;
}

/**
 * Issue empty slots to an advertiser for a period (pre-allocation mode). The slot screen's variant
 * picks the advertiser and stops at 100 slots; the user-management one is for one advertiser, up
 * to 1000. A confirmation names the count and the period before anything is sent.
 */
export function PreAllocationModal({ variant, user, defaultAllocation, onClose, onDone }: PreAllocationModalProps) {
  const id = useId();
  const confirm = useConfirm();
  const [form, setForm] = useState<PreAllocationForm>(() => initialForm(variant, kstToday(), defaultAllocation, user?.id ?? null));
  const [problem, setProblem] = useState<{ field: FormField | null; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), 300);
  const { data: found } = useAdvertiserSearch(term, Boolean(user));

  const set = <K extends keyof PreAllocationForm>(key: K, value: PreAllocationForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const invalid = (field: FormField) => (problem?.field === field ? true : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm(form, variant);
    if (!check.ok) {
      setProblem({ field: check.field, message: check.message });
      document.getElementById(`${id}-${check.field}`)?.focus();
      return;
    }
    setProblem(null);
    if (!(await confirm({ title: m.confirmTitle, message: confirmText(check.body) }))) return;
    setBusy(true);
    try {
      const answer = await allocate(check.userId, check.body);
      onDone(answer.message);
    } catch (caught) {
      setProblem({ field: null, message: caught instanceof ApiError ? errorMessageOf(caught, m.failed) : m.networkError });
      setBusy(false);
    }
  };

  return (
    <Modal title={m.title} onClose={onClose} busy={busy} testId="pre-allocation-modal">
      <form onSubmit={submit} noValidate>
        <div className="modal-body pre-allocation-form">
          {user ? (
            <p className="pre-allocation-user">
              {m.advertiser}: <strong>{user.fullName}</strong> ({user.email})
            </p>
          ) : (
            <div className="pre-allocation-picker">
              <TextField label={m.advertiserSearch} placeholder={m.advertiserSearchPlaceholder} value={search}
                onChange={(e) => setSearch(e.target.value)} type="search" />
              <div className="field">
                <label className="field-label" htmlFor={`${id}-userId`}>{m.advertiser}</label>
                <select id={`${id}-userId`} className="input" aria-invalid={invalid("userId")}
                  value={form.userId ?? ""} onChange={(e) => set("userId", e.target.value ? Number(e.target.value) : null)}>
                  <option value="">{found && found.users.length === 0 ? m.advertiserNone : m.advertiserPick}</option>
                  {(found?.users ?? []).map((u) => (
                    <option key={u.id} value={u.id}>{`${u.fullName} (${u.email})`}</option>
                  ))}
                </select>
              </div>
            </div>
          )}
          <TextField id={`${id}-slotCount`} label={m.slotCount} type="number" inputMode="numeric" min={MIN_COUNT} max={MAX_COUNT[variant]}
            value={form.slotCount} onChange={(e) => set("slotCount", e.target.value)} aria-invalid={invalid("slotCount")} required />
          <div className="field">
            <span className="field-label" id={`${id}-duration`}>{m.duration}</span>
            <div className="pre-allocation-durations" role="group" aria-labelledby={`${id}-duration`}>
              {DURATIONS[variant].map((days) => {
                const pressed = form.startDate !== "" && form.endDate === endFor(form.startDate, days);
                return (
                  <button key={days} type="button" className={pressed ? "admin-chip admin-chip-active" : "admin-chip"}
                    aria-pressed={pressed} onClick={() => set("endDate", endFor(form.startDate || kstToday(), days))}>
                    {m.days(days)}
                  </button>
                );
              })}
            </div>
        </div>
        <div className="pre-allocation-dates">
          <TextField id={`${id}-startDate`} label={m.startDate} type="date" value={form.startDate}
            onChange={(e) => set("startDate", e.target.value)} aria-invalid={invalid("startDate")} required />
          <TextField id={`${id}-endDate`} label={m.endDate} type="date" value={form.isTest ? effectiveEnd(form) : form.endDate}
            disabled={form.isTest} onChange={(e) => set("endDate", e.target.value)} aria-invalid={invalid("endDate")} required />
        </div>
        <div className="pre-allocation-dates">
          <TextField id={`${id}-workCount`} label={m.workCount} inputMode="numeric" value={form.workCount}
            onChange={(e) => set("workCount", e.target.value)} aria-invalid={invalid("workCount")} />
          <TextField id={`${id}-amount`} label={m.amount} inputMode="numeric" value={form.isTest ? "0" : form.amount}
            disabled={form.isTest} onChange={(e) => set("amount", e.target.value)} aria-invalid={invalid("amount")} />
        </div>
        <TextField label={m.description} value={form.description} maxLength={apiLimits.AllocationRequest.description.maxLength}
          onChange={(e) => set("description", e.target.value)} />
        <Checkbox label={m.isTest} checked={form.isTest} onChange={(checked) => set("isTest", checked)} />
        {form.isTest && <p className="field-hint">{m.testNote(effectiveEnd(form))}</p>}
        {problem && <AlertBox>{problem.message}</AlertBox>}
        </div>
        <FormModalFooter onCancel={onClose} busy={busy} submitLabel={m.submit} busyLabel={m.submitting} />
      </form>
    </Modal>
  );
}
