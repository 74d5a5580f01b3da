import { useMemo, useRef } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useSWRConfig } from "swr";
import { AlertBox } from "@/components/alert-box";
import { Loading } from "@/components/loading";
import { FieldSetupNotice } from "@/components/field-setup-notice";
import { PageHeader } from "@/components/page-header";
import type { SheetHandle } from "@/components/sheet/sheet";
import { useToast } from "@/components/toast";
import { BULK_MAX_ROWS, BULK_MIN_ROWS } from "@/features/slots/bulk/columns";
import { BulkExcelActions } from "@/features/slots/bulk/components/bulk-excel-actions";
import { BulkRegisterButton } from "@/features/slots/bulk/components/bulk-register-button";
import { BulkWorkspace } from "@/features/slots/bulk/components/bulk-workspace";
import { bulkPageMessages as messages, bulkRegisterMessages } from "@/features/slots/bulk/messages";
import { useBulkSheet } from "@/features/slots/bulk/use-bulk-sheet";
import { errorMessageOf } from "@/lib/api-client";
import { useSiteSettings, type SiteSettings } from "@/lib/site-settings";
import { revalidateSlotLists, useFieldConfigs, type FieldConfig } from "@/lib/slots/api";
import { enabledFields, hasCoreFields } from "@/lib/slots/fields";

interface BulkRegistrationPageProps {
  /** The advertiser's cash balance (null while it loads or with the cash system off). */
  balance: number | null;
  /** After slots were registered (the route re-reads the balance they were paid from). */
  onRegistered?: () => void;
}

/**
 * /slots/bulk: many slots at once (spec part 2 §2 "Spreadsheet bulk registration"). The grid's
 * columns are the enabled fields; the rows are checked as typed, sent at once, registered by a job
 * whose progress shows, and with no failure the page returns to /slots.
 */
export function BulkRegistrationPage({ balance, onRegistered }: BulkRegistrationPageProps) {
  const { settings } = useSiteSettings();
  const configs = useFieldConfigs();
  const fields = useMemo(() => enabledFields(configs.data), [configs.data]);

  let body;
  if (settings.slotOperationMode !== "normal") {
    body = <AlertBox kind="warning">{messages.preAllocationOnly}</AlertBox>;
  } else if (configs.isLoading && !configs.data) {
    body = <Loading label={messages.loadingFields} />;
  } else if (configs.error && !configs.data) {
    body = <AlertBox>{errorMessageOf(configs.error, messages.fieldsFailed)}</AlertBox>;
  } else if (!hasCoreFields(fields)) {
    body = <FieldSetupNotice noneEnabled={fields.length === 0} />;
  } else {
    body = <BulkRegistrationEditor fields={fields} settings={settings} balance={balance} onRegistered={onRegistered} />;
  }

  return (
    <div className="bulk-page">
      <PageHeader
        title={messages.title}
        description={messages.description}
        actions={
          <Link to="/slots" className="button button-secondary">
            {messages.back}
          </Link>
        }
      />
      {body}
    </div>
  );
}

function BulkRegistrationEditor({
  fields,
  settings,
  balance,
  onRegistered,
}: {
  fields: FieldConfig[];
  settings: SiteSettings;
  balance: number | null;
  onRegistered?: () => void;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const sheetRef = useRef<SheetHandle>(null);
  const cash = { useCashSystem: settings.useCashSystem, balance: settings.useCashSystem ? balance : null };
  const sheet = useBulkSheet({
    fields,
    domain: settings.marketplaceDomain,
    minRows: BULK_MIN_ROWS,
    maxRows: BULK_MAX_ROWS,
    cash,
    onRegistered: () => {
      void revalidateSlotLists(mutate);
      onRegistered?.();
    },
    onAllSucceeded: (registration) => {
      toast.success(bulkRegisterMessages.succeeded(registration.succeeded));
      navigate("/slots");
    },
  });

  return (
    <section className="panel bulk-panel" aria-busy={sheet.busy || undefined}>
      <BulkWorkspace
        sheet={sheet}
        sheetRef={sheetRef}
        minRows={BULK_MIN_ROWS}
        maxRows={BULK_MAX_ROWS}
        useCashSystem={settings.useCashSystem}
        balance={cash.balance}
        toolbar={<BulkExcelActions fields={fields} rows={sheet.rows} hasData={sheet.filledCount > 0} disabled={sheet.busy} onImport={sheet.replaceRows} />}
      />
      <div className="bulk-actions">
        <BulkRegisterButton sheet={sheet} />
      </div>
    </section>
  );
}
