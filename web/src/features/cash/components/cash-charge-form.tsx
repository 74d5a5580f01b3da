import { useEffect, useId, useLayoutEffect, useReducer, useRef, useState, type FormEvent, type InputHTMLAttributes } from "react";
import { Link } from "react-router-dom";
import { useSWRConfig } from "swr";
import { AlertBox } from "@/components/alert-box";
import { FieldLabel, TextField } from "@/components/text-field";
import { requestCharge, revalidateBalance, revalidateMyCharges } from "@/features/cash/api";
import {
  addPreset,
  CHARGE_PRESETS,
  chargeInputOf,
  chargeLimitsOf,
  formatAmountInput,
  localDateTimeValue,
  parseAmountInput,
  validateChargeForm,
  type ChargeField,
  type ChargeFormValues,
} from "@/features/cash/charge-form";
import { BalanceSummary } from "@/features/cash/components/balance-summary";
import { formatWon } from "@/features/cash/format";
import { cashMessages } from "@/features/cash/messages";
import { useFieldProblem } from "@/hooks/use-field-problem";
import { errorMessageOf } from "@/lib/api-client";
import { apiLimits } from "@/lib/api-limits";
import { commonMessages } from "@/lib/messages";
import { useSession } from "@/lib/session";
import { useSiteSettings } from "@/lib/site-settings";
import { focusNamed } from "@/lib/validation";

/** Spec part 2 §9: the modal closes 2 s after a successful request. */
export const MODAL_CLOSE_DELAY_MS = 2000;

interface CashChargeFormProps {
  variant: "page" | "modal";
  /** Modal only: cancel, and the automatic close after success. */
  onClose?: () => void;
  /** Tells the modal whether a request is running (Escape and the backdrop wait). */
  onBusyChange?: (busy: boolean) => void;
}

function initialValues(fullName: string | undefined): ChargeFormValues {
  return { amount: 0, depositAt: localDateTimeValue(new Date()), accountHolder: fullName ?? "" };
}

/**
 * The charge request form (spec part 1 §2 "Cash"): held cash, preset buttons that add to the amount,
 * a digits-only amount input shown with separators, expected deposit time (now by default), depositor
 * (the user's name by default), the total line and the submit. Client checks first; the server's
 * answer is shown as is. After success the page form starts over, the modal closes 2 s later.
 */
export function CashChargeForm({ variant, onClose, onBusyChange }: CashChargeFormProps) {
  const id = useId();
  const { user } = useSession();
  const { settings } = useSiteSettings();
  const { mutate } = useSWRConfig();
  const limits = chargeLimitsOf(settings);
  const [values, setValues] = useState<ChargeFormValues>(() => initialValues(user?.fullName));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const { error, invalid, setError, clear, report } = useFieldProblem<ChargeField>((field) => focusNamed(formRef.current, field));
  const amountRef = useRef<HTMLInputElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  // Where the caret goes after the amount is re-formatted: after this many digits.
  const caretDigits = useRef<number | null>(null);
  const [, rerender] = useReducer((tick: number) => tick + 1, 0);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  useEffect(() => {
    if (!done) return;
    successRef.current?.focus();
    if (variant !== "modal") return;
    const timer = setTimeout(() => onCloseRef.current?.(), MODAL_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, variant]);

  useLayoutEffect(() => {
    const input = amountRef.current;
    if (caretDigits.current === null || !input || document.activeElement !== input) return;
    const text = input.value;
    let position = 0;
    for (let digits = 0; position < text.length && digits < caretDigits.current; position += 1) {
      if (/\d/.test(text[position])) digits += 1;
    }
    caretDigits.current = null;
    input.setSelectionRange(position, position);
  });

  const change = (patch: Partial<ChargeFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    if (done) setDone(false);
    if (invalid && invalid in patch) clear();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || (done && variant === "modal")) return;
    const problem = validateChargeForm(values, limits);
    if (report(problem)) {
      setDone(false);
      return;
    }
    setBusy(true);
    try {
      await requestCharge(chargeInputOf(values));
      void revalidateMyCharges(mutate);
      void revalidateBalance(mutate); // cashAutoApproval may have credited it already
      setDone(true);
      if (variant === "page") setValues((current) => ({ ...initialValues(user?.fullName), accountHolder: current.accountHolder }));
    } catch (caught) {
      setError(errorMessageOf(caught, cashMessages.chargeFailed));
    } finally {
      setBusy(false);
    }
  };

  const locked = busy || (done && variant === "modal");
  const errorId = `${id}-error`;
  const describedBy = (field: ChargeField, hint?: string) =>
    [invalid === field ? errorId : null, hint].filter(Boolean).join(" ") || undefined;

  /** A required text input of the form, named as its field. */
  const textField = (field: "depositAt" | "accountHolder", idSuffix: string, label: string, props: InputHTMLAttributes<HTMLInputElement>) => (
    <TextField
      id={`${id}-${idSuffix}`}
      name={field}
      label={label}
      {...props}
      required
      aria-invalid={invalid === field || undefined}
      aria-describedby={describedBy(field)}
      value={values[field]}
      disabled={locked}
      onChange={(event) => change({ [field]: event.target.value })}
    />
  );

  const fields = (
    <>
      <BalanceSummary />
      {done && (
        <div ref={successRef} tabIndex={-1} className="cash-success-focus">
          <AlertBox kind="success" testId="charge-success">
            {cashMessages.submitted}
            {variant === "modal" && <span className="visually-hidden"> {cashMessages.closingSoon}</span>}
            {variant === "page" && settings.featureCashHistory && (
              <>
                {" "}
                <Link to="/cash/history" className="link-button">
                  {cashMessages.viewHistory}
                </Link>
              </>
            )}
          </AlertBox>
        </div>
      )}
      {error && (
        <div id={errorId}>
          <AlertBox>{error}</AlertBox>
        </div>
      )}
      <fieldset className="cash-presets" disabled={locked}>
        <legend className="field-label">{cashMessages.presetsLabel}</legend>
        <div className="cash-preset-list">
          {CHARGE_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="button button-secondary cash-preset"
              onClick={() => change({ amount: addPreset(values.amount, preset) })}
            >
              {cashMessages.preset(formatWon(preset))}
            </button>
          ))}
          <button
            type="button"
            className="button button-ghost cash-preset-reset"
            onClick={() => change({ amount: 0 })}
            disabled={values.amount === 0}
          >
            {cashMessages.resetAmount}
          </button>
        </div>
        <p className="field-hint">{cashMessages.presetsHint}</p>
      </fieldset>
      <div className="field">
        <FieldLabel htmlFor={`${id}-amount`} label={cashMessages.amountLabel} required />
        <div className="cash-amount-input">
          <input
            ref={amountRef}
            id={`${id}-amount`}
            name="amount"
            className="input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={cashMessages.amountPlaceholder}
            required
            aria-required
            aria-invalid={invalid === "amount" || undefined}
            aria-describedby={describedBy("amount", `${id}-amount-hint`)}
            value={formatAmountInput(values.amount)}
            disabled={locked}
            onChange={(event) => {
              const input = event.target;
              const caret = input.selectionStart ?? input.value.length;
              caretDigits.current = input.value.slice(0, caret).replace(/\D/g, "").length;
              change({ amount: parseAmountInput(input.value) });
              rerender();
            }}
          />
          <span className="cash-amount-unit" aria-hidden="true">
            {cashMessages.amountUnit}
          </span>
        </div>
        <p id={`${id}-amount-hint`} className="field-hint">
          {cashMessages.amountHint(formatWon(limits.min), formatWon(limits.max))}
        </p>
      </div>
      <div className="form-grid cash-form-grid">
        {textField("depositAt", "deposit-at", cashMessages.depositAtLabel, { type: "datetime-local" })}
        {textField("accountHolder", "account-holder", cashMessages.accountHolderLabel, {
          type: "text",
          autoComplete: "name",
          maxLength: apiLimits.ChargeRequestBody.accountHolder.maxLength,
          placeholder: cashMessages.accountHolderPlaceholder,
        })}
      </div>
      <p className="cash-total" data-testid="charge-total" aria-live="polite">
        {cashMessages.total(formatWon(values.amount))}
      </p>
    </>
  );

  const submit = (
    <button type="submit" className="button button-primary" disabled={locked}>
      {busy ? cashMessages.submitting : cashMessages.submit}
    </button>
  );

  if (variant === "modal") {
    return (
      <form ref={formRef} onSubmit={handleSubmit} noValidate className="cash-charge-form">
        <div className="modal-body">{fields}</div>
        <div className="modal-footer">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            {done ? commonMessages.close : commonMessages.cancel}
          </button>
          {!done && submit}
        </div>
      </form>
    );
  }
  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate className="panel cash-charge-form">
      {fields}
      <div className="form-actions">{submit}</div>
    </form>
  );
}
