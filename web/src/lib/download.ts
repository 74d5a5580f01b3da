/**
 * File downloads from the api (Excel and CSV exports, the import template). A plain link cannot
 * carry the bearer token, so the file is fetched through `apiResponse` (token, refresh and the
 * 401/403 rule as for every call), turned into a Blob and saved through a temporary
 * `<a download>`. The name comes from the server's `Content-Disposition` (`filename*=UTF-8''…`,
 * percent-encoded Korean), else the caller's fallback.
 */
import { apiResponse, unwrap, type HttpMethod } from "@/lib/api-client";
import { apiParameters } from "@/lib/api-parameters";

/**
 * The file name of a `Content-Disposition` header: the RFC 5987 `filename*` (UTF-8, percent-encoded)
 * when present, else the plain `filename`; null when neither is there or it cannot be decoded.
 */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      const name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ""));
      if (name) return name;
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? "").trim();
  return name || null;
}

/** Saves `blob` as `filename` through a temporary link (revoked once the click was handled). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The two file formats every export offers. */
export const EXPORT_FORMATS = apiParameters["/api/slots/export"].format;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface DownloadRequest {
  url: string;
  method?: HttpMethod;
  /** A JSON body (POST exports). */
  body?: unknown;
  /** Used when the server names no file. */
  fallbackName: string;
}

/**
 * Fetches a file with the session's token and saves it. A refusal throws `ApiError` with the
 * server's Korean message (the body is the usual envelope then), like any other call.
 */
export async function downloadFile({ url, method = "GET", body, fallbackName }: DownloadRequest): Promise<string> {
  return saveResponse(await apiResponse(method, url, body, { accept: "*/*" }), fallbackName);
}

/** What a call that answers a file, or starts a job to make it (202 with the job), answered. */
export type FileOrJob<J> = { file: string; job?: undefined } | { job: J; file?: undefined };

/** Like `downloadFile`, for a call that may instead answer 202 with a job making the file. */
export async function downloadFileOrJob<J>({ url, method = "POST", body, fallbackName }: DownloadRequest): Promise<FileOrJob<J>> {
  const response = await apiResponse(method, url, body, { accept: "*/*" });
  if (response.status === 202) return { job: await unwrap<J>(response) };
  return { file: await saveResponse(response, fallbackName) };
}

/** Saves a file answer under the server's name (else `fallbackName`); a refusal throws `ApiError`. */
async function saveResponse(response: Response, fallbackName: string): Promise<string> {
  if (!response.ok) await unwrap<never>(response);
  const blob = await response.blob();
  const filename = filenameFromDisposition(response.headers.get("Content-Disposition")) ?? fallbackName;
  saveBlob(blob, filename);
  return filename;
}
