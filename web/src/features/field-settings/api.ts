/**
 * The developer's field-configuration calls (api contract: docs/api-slots.md). Every slot form reads
 * the list through `useFieldConfigs` (src/lib/slots/api.ts); a save puts the answer into that cache.
 */
import type { ScopedMutator } from "swr";
import { deleteJson, postJson, putJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";
import { slotKeys, type FieldConfig } from "@/lib/slots/api";

/** A field as the settings screen sends it (POST has no id). */
export type FieldConfigInput = components["schemas"]["FieldConfigInput"];

export const fieldConfigKeys = {
  all: "/api/admin/field-configs",
  detail: (id: number): string => `/api/admin/field-configs/${id}`,
  reset: "/api/admin/field-configs/reset",
};

/** PUT /api/admin/field-configs: the whole list with its order and flags. */
export function saveFieldConfigs(fields: FieldConfigInput[]): Promise<FieldConfig[]> {
  return putJson<components["schemas"]["SaveFieldsRequest"], FieldConfig[]>(fieldConfigKeys.all, { arg: { fields } });
}

export function createFieldConfig(field: FieldConfigInput): Promise<FieldConfig> {
  return postJson<FieldConfigInput, FieldConfig>(fieldConfigKeys.all, { arg: field });
}

export function deleteFieldConfig(id: number): Promise<null> {
  return deleteJson<null>(fieldConfigKeys.detail(id));
}

export function resetFieldConfigs(): Promise<FieldConfig[]> {
  return postJson<Record<string, never>, FieldConfig[]>(fieldConfigKeys.reset, { arg: {} });
}

/** Puts the saved field list into the shared cache, so every slot form sees it at once. */
export function storeFieldConfigs(mutate: ScopedMutator, fields: FieldConfig[]): Promise<unknown> {
  return mutate(slotKeys.fieldConfigs, fields, { revalidate: false });
}
