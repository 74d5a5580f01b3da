/**
 * Progress and result of a bulk registration (spec part 2 §4 "idle, registering, result summary",
 * §8): "N건 성공, M건 실패", the failed rows listed 10 then "외 N건", "all failed" when none
 * succeeded. After it the grid keeps only the failed rows, renumbered, so they can be fixed and sent
 * again; the server lists the first 10 failures by row, so more failures than that cannot be placed.
 */
import type { BulkRegistration } from "@/features/slots/bulk/api";
import { FAILURES_SHOWN, firstWithMore } from "@/features/slots/bulk/lists";
import { bulkResultMessages as messages } from "@/features/slots/bulk/messages";

/** Rows done (succeeded + failed) of the total, and the share as a whole percentage. */
export function progressOf(registration: Pick<BulkRegistration, "total" | "succeeded" | "failed">): { done: number; total: number; percent: number } {
  const total = Math.max(registration.total, 0);
  const done = Math.min(registration.succeeded + registration.failed, total);
  return { done, total, percent: total === 0 ? 0 : Math.floor((done * 100) / total) };
}

export function isFinished(registration: Pick<BulkRegistration, "status"> | undefined): boolean {
  return registration?.status === "done";
}

/** What stays in the grid: the failed rows (0-based, in order) and their new row numbers (1-based). */
export interface KeptRows {
  indices: number[];
  newNumber: Map<number, number>;
  /** Failures the server counted but did not list (beyond its first 10). */
  unplaced: number;
}

export function keptRowsOf(registration: Pick<BulkRegistration, "failed" | "failures">, rowCount: number): KeptRows {
  const indices = [...new Set(registration.failures.map((failure) => failure.row - 1))]
    .filter((index) => index >= 0 && index < rowCount)
    .sort((a, b) => a - b);
  const newNumber = new Map(indices.map((index, position) => [index + 1, position + 1]));
  return { indices, newNumber, unplaced: Math.max(registration.failed - indices.length, 0) };
}

export interface ResultSummary {
  counts: string;
  allFailed: boolean;
  lines: string[];
  more: number;
}

/**
 * The result as shown: counts, the failure lines ("N행: reason", the row as renumbered in the grid
 * when `newNumber` has it) and how many more failed.
 */
export function resultSummaryOf(
  registration: Pick<BulkRegistration, "succeeded" | "failed" | "failures">,
  rowName: (rowNumber: number) => string,
  newNumber?: ReadonlyMap<number, number>,
): ResultSummary {
  const { shown, more } = firstWithMore(registration.failures, FAILURES_SHOWN, registration.failed);
  return {
    counts: messages.counts(registration.succeeded, registration.failed),
    allFailed: registration.failed > 0 && registration.succeeded === 0,
    lines: shown.map((failure) =>
      messages.failureLine(rowName(newNumber?.get(failure.row) ?? failure.row), failure.message.trim() || messages.rowFailed),
    ),
    more,
  };
}
