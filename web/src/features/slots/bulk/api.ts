/**
 * Bulk registration, Excel import and the grid's exports (api contract:
 * docs/api-bulk-registration.md). The rows are sent at once and registered by a job; the page polls
 * the registration every second until it is done.
 */
import useSWR from "swr";
import { ApiError, postForm, postJson } from "@/lib/api-client";
import type { components } from "@/lib/api-types";
import { downloadFile } from "@/lib/download";

type Schemas = components["schemas"];

/** A registration's progress: `succeeded + failed` of `total` rows done; `failures` the first 10 by row. */
export type BulkRegistration = Schemas["BulkRegistrationView"];

/** POST /api/slots/bulk-registrations: every non-empty row of the grid. */
export type BulkRegistrationRequest = Schemas["BulkRegistrationRequest"];

/** One row: its grid number, the issued slot it fills (pre-allocation) and its cells by field key. */
export type BulkRegistrationRow = Schemas["BulkRegistrationRow"];

/** One problem of one row (a 400's `data.rowErrors`): `field` is a field key, `slotId`, or "" for the row. */
export type BulkRowError = Schemas["RowError"];

/** POST /api/slots/import: the field keys the file's columns matched, and each non-blank line by field key. */
export type ImportedSheet = Schemas["ImportedSheet"];

/** POST /api/slots/grid-export: the grid's rows by field key (up to 1,000). */
export type GridExportRequest = Schemas["GridExportRequest"];

/** GET /api/cash/slot-quote: what `count` new slots cost the caller now and whether the balance covers it. */
export type SlotsQuote = Schemas["SlotsQuote"];

export const bulkKeys = {
  registrations: "/api/slots/bulk-registrations",
  registration: (id: number): string => `/api/slots/bulk-registrations/${id}`,
  import: "/api/slots/import",
  template: "/api/slots/import-template",
  gridExport: "/api/slots/grid-export",
  slotQuote: (count: number): string => `/api/cash/slot-quote?count=${count}`,
};

/** Progress is read every second until the job is done (the old client paused 100 ms per row). */
export const POLL_INTERVAL_MS = 1000;

/** Sends every non-empty row; 202 with the queued registration, or a 400 whose data names each bad cell. */
export function startBulkRegistration(body: BulkRegistrationRequest): Promise<BulkRegistration> {
  return postJson<BulkRegistrationRequest, BulkRegistration>(bulkKeys.registrations, { arg: body });
}

/** A registration polled every second until `status` is done; `null` reads nothing. */
export function useBulkRegistration(id: number | null) {
  return useSWR<BulkRegistration>(id === null ? null : bulkKeys.registration(id), {
    refreshInterval: (latest) => (latest?.status === "done" ? 0 : POLL_INTERVAL_MS),
    revalidateOnFocus: false,
    dedupingInterval: 0,
  });
}

/** The server's quote for `count` new slots; `null` reads nothing. The last answer stays while the next loads. */
export function useSlotsQuote(count: number | null) {
  return useSWR<SlotsQuote>(count === null ? null : bulkKeys.slotQuote(count), { keepPreviousData: true });
}

/** The row errors of a refused registration (empty for any other failure). */
export function rowErrorsOf(error: unknown): BulkRowError[] {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== "object") return [];
  const rowErrors = (error.data as { rowErrors?: unknown }).rowErrors;
  return Array.isArray(rowErrors) ? (rowErrors as BulkRowError[]) : [];
}

/** Uploads an .xlsx or .xls (part `file`); the server answers its columns and rows. */
export function importSheet(file: File): Promise<ImportedSheet> {
  const form = new FormData();
  form.append("file", file, file.name);
  return postForm<ImportedSheet>(bulkKeys.import, form);
}

/** Saves the sample .xlsx built from the field configuration. */
export function downloadImportTemplate(fallbackName: string): Promise<string> {
  return downloadFile({ url: bulkKeys.template, fallbackName });
}

/** Saves the grid's rows as .xlsx. */
export function exportGrid(body: GridExportRequest, fallbackName: string): Promise<string> {
  return downloadFile({ url: bulkKeys.gridExport, method: "POST", body, fallbackName });
}
