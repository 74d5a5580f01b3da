import { useMemo, useRef } from "react";
import { AlertBox } from "@/components/alert-box";
import { useConfirm } from "@/components/confirm-dialog";
import { FieldSetupNotice } from "@/components/field-setup-notice";
import { Loading } from "@/components/loading";
import { Modal } from "@/components/modal";
import type { SheetHandle } from "@/components/sheet/sheet";
import { BULK_INPUT_MIN_ROWS, BULK_MAX_ROWS } from "@/features/slots/bulk/columns";
import { BulkRegisterButton } from "@/features/slots/bulk/components/bulk-register-button";
import { BulkWorkspace } from "@/features/slots/bulk/components/bulk-workspace";
import { bulkInputMessages as messages, bulkPageMessages, bulkRegisterMessages } from "@/features/slots/bulk/messages";
import { useBulkSheet, type FillSlot } from "@/features/slots/bulk/use-bulk-sheet";
import { errorMessageOf } from "@/lib/api-client";
import { commonMessages } from "@/lib/messages";
import { useSiteSettings } from "@/lib/site-settings";
import { useFieldConfigs, type FieldConfig } from "@/lib/slots/api";
import { enabledFields, hasCoreFields } from "@/lib/slots/fields";

interface BulkInputModalProps {
  /** Pre-allocation: one row per selected issued empty slot. Left out: empty rows for new slots. */
  fillSlots?: readonly FillSlot[];
  balance: number | null;
  onClose: () => void;
  /** Every row was registered: close, with this success message. */
  onDone: (message: string) => void;
  /** Some rows were registered (the list and the balance changed). */
  onRegistered: () => void;
}

/**
 * The slot list's bulk input table (spec part 1 §2 modals, §5 "Bulk input"): the same grid and
 * batch call as /slots/bulk, at least 5 rows for new slots, or one row per selected empty slot.
 */
export function BulkInputModal(props: BulkInputModalProps) {
  const configs = useFieldConfigs();
  const fields = useMemo(() => enabledFields(configs.data), [configs.data]);
  const title = props.fillSlots ? messages.fillTitle : messages.title;

  let body;
  if (configs.isLoading && !configs.data) body = <Loading label={bulkPageMessages.loadingFields} />;
  else if (configs.error && !configs.data) body = <AlertBox>{errorMessageOf(configs.error, bulkPageMessages.fieldsFailed)}</AlertBox>;
  else if (props.fillSlots?.length === 0) body = <AlertBox kind="warning">{messages.noFillable}</AlertBox>;
  else if (!hasCoreFields(fields)) {
    body = <FieldSetupNotice noneEnabled={fields.length === 0} />;
  }
  if (body) {
    return (
      <Modal title={title} onClose={props.onClose} size="large" testId="bulk-input-modal">
        <div className="modal-body">{body}</div>
        <div className="modal-footer">
          <button type="button" className="button button-secondary" onClick={props.onClose}>
            {commonMessages.close}
          </button>
        </div>
      </Modal>
    );
  }
  return <BulkInputEditor {...props} fields={fields} title={title} />;
}

function BulkInputEditor({ fields, title, fillSlots, balance, onClose, onDone, onRegistered }: BulkInputModalProps & { fields: FieldConfig[]; title: string }) {
  const { settings } = useSiteSettings();
  const confirm = useConfirm();
  const sheetRef = useRef<SheetHandle>(null);
  const cash = { useCashSystem: settings.useCashSystem, balance: settings.useCashSystem ? balance : null };
  const sheet = useBulkSheet({
    fields,
    domain: settings.marketplaceDomain,
    minRows: fillSlots ? fillSlots.length : BULK_INPUT_MIN_ROWS,
    maxRows: fillSlots ? fillSlots.length : BULK_MAX_ROWS,
    cash,
    fillSlots,
    onRegistered: () => onRegistered(),
    onAllSucceeded: (registration) =>
      onDone(fillSlots ? bulkRegisterMessages.filled(registration.succeeded) : bulkRegisterMessages.succeeded(registration.succeeded)),
  });
  const rows = sheet.fixedRows ?? BULK_INPUT_MIN_ROWS;

  // Typed rows would be lost: closing asks first.
  const close = async () => {
    if (sheet.busy) return;
    if (sheet.filledCount > 0 && !(await confirm({ message: messages.closeConfirm, confirmLabel: commonMessages.close, danger: true }))) return;
    onClose();
  };

  return (
    <Modal title={title} onClose={() => void close()} size="large" busy={sheet.busy} testId="bulk-input-modal">
      <div className="modal-body bulk-modal-body">
        <p className="modal-description">{fillSlots ? messages.fillDescription(fillSlots.length) : messages.description}</p>
        <BulkWorkspace
          sheet={sheet}
          sheetRef={sheetRef}
          minRows={rows}
          maxRows={fillSlots ? rows : BULK_MAX_ROWS}
          useCashSystem={settings.useCashSystem}
          balance={cash.balance}
        />
      </div>
      <div className="modal-footer bulk-modal-footer">
        <button type="button" className="button button-secondary" onClick={() => void close()} disabled={sheet.busy}>
          {commonMessages.cancel}
        </button>
        <BulkRegisterButton sheet={sheet} />
      </div>
    </Modal>
  );
}
