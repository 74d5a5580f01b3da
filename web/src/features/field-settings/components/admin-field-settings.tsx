import { useState } from "react";
import { useSWRConfig } from "swr";
import { AlertBox } from "@/components/alert-box";
import { useConfirm } from "@/components/confirm-dialog";
import { Loading } from "@/components/loading";
import { useToast } from "@/components/toast";
import { deleteFieldConfig, resetFieldConfigs, saveFieldConfigs, storeFieldConfigs } from "@/features/field-settings/api";
import { AdminFieldModal } from "@/features/field-settings/components/admin-field-modal";
import { fieldsChanged, moveField, saveBodyOf, sortFields } from "@/features/field-settings/fields";
import { fieldSettingsMessages as messages } from "@/features/field-settings/messages";
import { errorMessageOf } from "@/lib/api-client";
import { useFieldConfigs, type FieldConfig } from "@/lib/slots/api";

type Flag = "isEnabled" | "isRequired" | "showInList";
type Busy = "save" | "reset" | "delete" | null;

const FLAGS: Array<{ key: Flag; name: (label: string) => string }> = [
  { key: "isEnabled", name: messages.toggleEnabled },
  { key: "isRequired", name: messages.toggleRequired },
  { key: "showInList", name: messages.toggleShowInList },
];

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

  const save = async () => {
    if (busy) return;
    setBusy("save");
    setActionError(null);
    try {
      const result = await saveFieldConfigs(saveBodyOf(fields));
      store(result);
      setDraft(null);
      toast.success(messages.saved);
    } catch (caught) {
      setActionError(errorMessageOf(caught, messages.saveFailed));
    } finally {
      setBusy(null);
    }
  };

  const reset = async () => {
    if (busy) return;
    const ok = await confirm({ title: messages.resetTitle, message: messages.resetConfirm, danger: true });
    if (!ok) return;
    setBusy("reset");
    setActionError(null);
    try {
      const result = await resetFieldConfigs();
      store(result);
      setDraft(null);
      toast.success(messages.resetDone);
    } catch (caught) {
      setActionError(errorMessageOf(caught, messages.resetFailed));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (field: FieldConfig) => {
    if (busy) return;
    const ok = await confirm({ title: messages.deleteTitle, message: messages.deleteConfirm, danger: true });
    if (!ok) return;
    setBusy("delete");
    setActionError(null);
    try {
      await deleteFieldConfig(field.id);
      store(saved.filter((item) => item.id !== field.id));
      if (draft) setDraft(draft.filter((item) => item.id !== field.id));
      toast.success(messages.deleted);
    } catch (caught) {
      setActionError(errorMessageOf(caught, messages.deleteFailed));
    } finally {
      setBusy(null);
    }
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
      <AlertBox>
        {errorMessageOf(error, messages.loadFailed)}{" "}
        <button type="button" className="link-button" onClick={() => void mutate()}>
          {messages.retry}
        </button>
      </AlertBox>
    );
  } else {
    body = (
      <div className="table-wrapper">
        <table className="table admin-field-table" aria-busy={busy !== null || undefined}>
          <caption className="visually-hidden">{messages.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.columns.order}</th>
              <th scope="col">{messages.columns.label}</th>
              <th scope="col">{messages.columns.key}</th>
              <th scope="col">{messages.columns.type}</th>
              <th scope="col">{messages.columns.enabled}</th>
              <th scope="col">{messages.columns.required}</th>
              <th scope="col">{messages.columns.showInList}</th>
              <th scope="col">{messages.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {fields.length === 0 ? (
              <tr>
                <td colSpan={8} className="table-empty">
                  {messages.empty}
                </td>
              </tr>
            ) : (
              fields.map((field, index) => (
                <tr key={field.id} data-testid={`field-row-${field.fieldKey}`} className={field.isEnabled ? undefined : "admin-row-muted"}>
                  <td>
                    <div className="admin-order">
                      <span className="admin-order-number">{index + 1}</span>
                      <button
                        type="button"
                        className="admin-icon-button"
                        aria-label={messages.moveUp(field.label)}
                        title={messages.moveUp(field.label)}
                        disabled={index === 0 || busy !== null}
                        onClick={() => edit(moveField(fields, index, -1))}
                      >
                        <span aria-hidden="true">▲</span>
                      </button>
                      <button
                        type="button"
                        className="admin-icon-button"
                        aria-label={messages.moveDown(field.label)}
                        title={messages.moveDown(field.label)}
                        disabled={index === fields.length - 1 || busy !== null}
                        onClick={() => edit(moveField(fields, index, 1))}
                      >
                        <span aria-hidden="true">▼</span>
                      </button>
                    </div>
                  </td>
                  <td>
                    <div className="admin-field-label">
                      <span className="cell-strong">{field.label}</span>
                      {field.isSystemGenerated && <span className="badge badge-info">{messages.systemBadge}</span>}
                    </div>
                    {field.description && <span className="admin-muted admin-small">{field.description}</span>}
                  </td>
                  <td>
                    <code className="admin-code">{field.fieldKey}</code>
                  </td>
                  <td className="admin-nowrap">{messages.fieldTypes[field.fieldType] ?? field.fieldType}</td>
                  {FLAGS.map((flag) => (
                    <td key={flag.key}>
                      <input
                        type="checkbox"
                        role="switch"
                        className="switch"
                        checked={field[flag.key]}
                        aria-checked={field[flag.key]}
                        aria-label={flag.name(field.label)}
                        disabled={busy !== null}
                        onChange={(event) => setFlag(index, flag.key, event.target.checked)}
                      />
                    </td>
                  ))}
                  <td>
                    <div className="row-actions">
                      <button type="button" className="button button-small button-secondary" disabled={busy !== null} onClick={() => setModal({ mode: "edit", field })}>
                        {messages.edit}
                      </button>
                      {!field.isSystemGenerated && (
                        <button type="button" className="button button-small button-danger-outline" disabled={busy !== null} onClick={() => void remove(field)}>
                          {messages.delete}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
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
