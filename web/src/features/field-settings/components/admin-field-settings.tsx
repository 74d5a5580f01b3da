import { useState } from "react";
import { useSWRConfig } from "swr";
import { AlertBox } from "@/components/alert-box";
import { LoadError } from "@/components/load-error";
import { useConfirm } from "@/components/confirm-dialog";
import { DataTable, type Column } from "@/components/data-table";
import { RowActions } from "@/components/row-menu";
import { Loading } from "@/components/loading";
import { useToast } from "@/components/toast";
import { deleteFieldConfig, resetFieldConfigs, saveFieldConfigs, storeFieldConfigs } from "@/features/field-settings/api";
import { AdminFieldModal } from "@/features/field-settings/components/admin-field-modal";
import { ALWAYS_SEARCHED_KEYS, fieldsChanged, moveField, saveBodyOf, sortFields } from "@/features/field-settings/fields";
import { fieldSettingsMessages as messages } from "@/features/field-settings/messages";
import { errorMessageOf } from "@/lib/api-client";
import { useFieldConfigs, type FieldConfig } from "@/lib/slots/api";

type Flag = "isEnabled" | "isRequired" | "showInList" | "isSearchable";
type Busy = "save" | "reset" | "delete" | null;

const FLAGS: Array<{ key: Flag; column: "enabled" | "required" | "showInList" | "searchable"; name: (label: string) => string }> = [
  { key: "isEnabled", column: "enabled", name: messages.toggleEnabled },
  { key: "isRequired", column: "required", name: messages.toggleRequired },
  { key: "showInList", column: "showInList", name: messages.toggleShowInList },
  { key: "isSearchable", column: "searchable", name: messages.toggleSearchable },
];

/** Keyword and landing URL are always searched (the search panel names them): their switch shows on and stays. */
const alwaysSearched = (field: FieldConfig, key: Flag) => key === "isSearchable" && ALWAYS_SEARCHED_KEYS.includes(field.fieldKey);

interface FieldTableProps {
  fields: FieldConfig[];
  /** A save, reset or delete is under way: every control waits. */
  locked: boolean;
  onReorder: (fields: FieldConfig[]) => void;
  onFlag: (index: number, key: Flag, value: boolean) => void;
  onEdit: (field: FieldConfig) => void;
  onRemove: (field: FieldConfig) => void;
}

/** The fields in order: move up and down, the four flags as switches, edit and delete. */
function FieldTable({ fields, locked, onReorder, onFlag, onEdit, onRemove }: FieldTableProps) {
  const c = messages.columns;
  const move = (field: FieldConfig, index: number, by: -1 | 1) => {
    const label = by < 0 ? messages.moveUp(field.label) : messages.moveDown(field.label);
    return (
      <button
        type="button"
        className="admin-icon-button"
        aria-label={label}
        title={label}
        disabled={(by < 0 ? index === 0 : index === fields.length - 1) || locked}
        onClick={() => onReorder(moveField(fields, index, by))}
      >
        <span aria-hidden="true">{by < 0 ? "▲" : "▼"}</span>
      </button>
    );
  };
  const flagColumns: Array<Column<FieldConfig>> = FLAGS.map((flag) => ({
    header: c[flag.column],
    cell: (field, index) => (
      <input
        type="checkbox"
        role="switch"
        className="switch"
        checked={field[flag.key] || alwaysSearched(field, flag.key)}
        aria-checked={field[flag.key] || alwaysSearched(field, flag.key)}
        aria-label={flag.name(field.label)}
        title={alwaysSearched(field, flag.key) ? messages.alwaysSearched : undefined}
        disabled={locked || alwaysSearched(field, flag.key)}
        onChange={(event) => onFlag(index, flag.key, event.target.checked)}
      />
    ),
  }));
  const columns: Array<Column<FieldConfig>> = [
    {
      header: c.order,
      cell: (field, index) => (
        <div className="admin-order">
          <span className="admin-order-number">{index + 1}</span>
          {move(field, index, -1)}
          {move(field, index, 1)}
        </div>
      ),
    },
    {
      header: c.label,
      phone: "title",
      cell: (field) => (
        <>
          <div className="admin-field-label">
            <span className="cell-strong">{field.label}</span>
            {field.isSystemGenerated && <span className="badge badge-info">{messages.systemBadge}</span>}
          </div>
          {field.description && <span className="admin-muted admin-small">{field.description}</span>}
        </>
      ),
    },
    { header: c.key, cell: (field) => <code className="admin-code">{field.fieldKey}</code> },
    { header: c.type, className: "admin-nowrap", cell: (field) => messages.fieldTypes[field.fieldType] ?? field.fieldType },
    ...flagColumns,
    {
      header: c.actions,
      phone: "menu",
      cell: (field) => (
        <RowActions
          menuLabel={messages.rowMenu(field.label)}
          disabled={locked}
          actions={[
            { key: "edit", label: messages.edit, onSelect: () => onEdit(field) },
            ...(field.isSystemGenerated
              ? []
              : [{ key: "delete", label: messages.delete, tone: "danger-outline" as const, onSelect: () => onRemove(field) }]),
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={fields}
      rowProps={(field) => ({ "data-testid": `field-row-${field.fieldKey}`, className: field.isEnabled ? undefined : "admin-row-muted" })}
      className="admin-field-table"
      stack
      caption={messages.caption}
      busy={locked}
      emptyText={messages.empty}
    />
  );
}

/**
 * The field tab of /admin/settings (developers): the slot input fields in order with their flags,
 * reordering, editing texts, adding and deleting fields, saving the whole list and resetting to
 * the defaults. Order, flags and edits stay local until the save button (PUT with displayOrder renumbered);
 * add, delete and reset are sent at once. Server messages are shown as given.
 */
export function AdminFieldSettings() {
  const { mutate: globalMutate } = useSWRConfig();
  const confirm = useConfirm();
  const toast = useToast();
  const { data, error, isLoading, mutate } = useFieldConfigs();
  const [draft, setDraft] = useState<FieldConfig[] | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [modal, setModal] = useState<{ mode: "add" } | { mode: "edit"; field: FieldConfig } | null>(null);

  const saved = data ?? [];
  const fields = draft ?? sortFields(saved);
  const dirty = draft !== null && fieldsChanged(draft, saved);

  const edit = (next: FieldConfig[]) => {
    setActionError(null);
    setDraft(next);
  };
  const setFlag = (index: number, key: Flag, value: boolean) =>
    edit(fields.map((field, i) => (i === index ? { ...field, [key]: value } : field)));

  const store = (next: FieldConfig[]) => void storeFieldConfigs(globalMutate, next);

  /** Runs one request as `kind` (the others wait): its toast on success, its message on failure. */
  const run = async (kind: Busy, request: () => Promise<void>, done: string, failed: string) => {
    setBusy(kind);
    setActionError(null);
    try {
      await request();
      toast.success(done);
    } catch (caught) {
      setActionError(errorMessageOf(caught, failed));
    } finally {
      setBusy(null);
    }
  };

  /** The list the server answers is the one saved, with no draft left. */
  const storeAnswer = (result: FieldConfig[]) => {
    store(result);
    setDraft(null);
  };

  const save = async () => {
    if (busy) return;
    await run("save", async () => storeAnswer(await saveFieldConfigs(saveBodyOf(fields))), messages.saved, messages.saveFailed);
  };

  const reset = async () => {
    if (busy) return;
    const ok = await confirm({ title: messages.resetTitle, message: messages.resetConfirm, danger: true });
    if (!ok) return;
    await run("reset", async () => storeAnswer(await resetFieldConfigs()), messages.resetDone, messages.resetFailed);
  };

  const remove = async (field: FieldConfig) => {
    if (busy) return;
    const ok = await confirm({ title: messages.deleteTitle, message: messages.deleteConfirm, danger: true });
    if (!ok) return;
    const request = async () => {
      await deleteFieldConfig(field.id);
      store(saved.filter((item) => item.id !== field.id));
      if (draft) setDraft(draft.filter((item) => item.id !== field.id));
    };
    await run("delete", request, messages.deleted, messages.deleteFailed);
  };

  const added = (field: FieldConfig) => {
    setModal(null);
    store([...saved, field]);
    if (draft) setDraft([...draft, field]);
    toast.success(messages.added);
  };

  const header = (
    <div className="panel-header admin-field-header">
      <div>
        <h2 id="admin-field-settings-title" className="panel-title">
          {messages.title}
        </h2>
        <p className="panel-description">{messages.description}</p>
      </div>
      <div className="admin-field-actions">
        <button type="button" className="button button-secondary" onClick={() => void reset()} disabled={busy !== null || !data}>
          {busy === "reset" ? messages.resetting : messages.reset}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setModal({ mode: "add" })} disabled={busy !== null || !data}>
          {messages.add}
        </button>
        <button type="button" className="button button-primary" onClick={() => void save()} disabled={busy !== null || !dirty}>
          {busy === "save" ? messages.saving : messages.save}
        </button>
      </div>
    </div>
  );

  let body;
  if (isLoading && !data) {
    body = <Loading label={messages.loading} />;
  } else if (error && !data) {
    body = (
      <LoadError error={error} fallback={messages.loadFailed} onRetry={mutate} />
    );
  } else {
    body = (
      <FieldTable
        fields={fields}
        locked={busy !== null}
        onReorder={edit}
        onFlag={setFlag}
        onEdit={(field) => setModal({ mode: "edit", field })}
        onRemove={(field) => void remove(field)}
      />
    );
  }

  return (
    <section className="panel admin-field-settings" aria-labelledby="admin-field-settings-title">
      {header}
      {actionError && <AlertBox>{actionError}</AlertBox>}
      {dirty && (
        <AlertBox kind="warning" testId="field-settings-unsaved">
          {messages.unsaved}
        </AlertBox>
      )}
      {body}
      {modal?.mode === "add" && (
        <AdminFieldModal
          mode="add"
          existingKeys={saved.map((field) => field.fieldKey)}
          displayOrder={fields.length + 1}
          onClose={() => setModal(null)}
          onCreated={added}
        />
      )}
      {modal?.mode === "edit" && (
        <AdminFieldModal
          mode="edit"
          field={modal.field}
          onClose={() => setModal(null)}
          onApply={(next) => {
            setModal(null);
            edit(fields.map((field) => (field.id === next.id ? next : field)));
          }}
        />
      )}
    </section>
  );
}
