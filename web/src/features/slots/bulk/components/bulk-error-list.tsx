import { ERRORS_SHOWN, firstWithMore } from "@/features/slots/bulk/lists";
import { bulkValidationMessages as messages } from "@/features/slots/bulk/messages";
import { problemLine, type ProblemEntry } from "@/features/slots/bulk/validation";

interface BulkErrorListProps {
  entries: readonly (ProblemEntry & { col: number })[];
  rowName: (row: number) => string;
  /** Selects the cell an entry is about. */
  onSelect: (row: number, col: number) => void;
}

/** The first 5 problems ("row 3, keywords: ..."), each a button to its cell, then "and N more" (spec part 2 §5). */
export function BulkErrorList({ entries, rowName, onSelect }: BulkErrorListProps) {
  if (entries.length === 0) return null;
  const { shown, more } = firstWithMore(entries, ERRORS_SHOWN);
  return (
    <section className="bulk-errors" aria-labelledby="bulk-errors-heading">
      <h2 id="bulk-errors-heading" className="bulk-errors-title">
        {messages.errorsHeading(entries.length)}
      </h2>
      <ul className="bulk-errors-list">
        {shown.map((entry) => (
          <li key={`${entry.row}:${entry.col}`}>
            <button type="button" className="link-button bulk-errors-line" onClick={() => onSelect(entry.row, Math.max(entry.col, 0))}>
              {problemLine(entry, rowName)}
            </button>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="bulk-errors-more">{messages.more(more)}</p>}
    </section>
  );
}
