/**
 * The Excel import's client checks (spec part 2 §5 "File upload helper": 5 MB at most, .xlsx or
 * .xls), made before uploading so a wrong file fails at once; the server checks again and its
 * refusal (unreadable, no rows, unknown columns) is shown as sent.
 */
import { bulkExcelMessages as messages } from "@/features/slots/bulk/messages";

export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
export const SPREADSHEET_EXTENSIONS: readonly string[] = [".xlsx", ".xls"];
/** The file input's `accept`. */
export const SPREADSHEET_ACCEPT = SPREADSHEET_EXTENSIONS.join(",");

/** Why `file` cannot be imported, or null. */
export function importFileProblem(file: Pick<File, "name" | "size">): string | null {
  const name = file.name.toLowerCase();
  if (!SPREADSHEET_EXTENSIONS.some((extension) => name.endsWith(extension))) return messages.notSpreadsheet;
  if (file.size > MAX_UPLOAD_BYTES) return messages.tooLarge(MAX_UPLOAD_MB);
  return null;
}
