import { Link } from "react-router-dom";
import { commonMessages } from "@/lib/messages";

/** The next step an empty list offers: a button, or a link when `to` is given. */
export interface EmptyStateAction {
  label: string;
  onClick?: () => void;
  to?: string;
}

interface EmptyStateProps {
  /** What the list is and that it is empty (no slots registered yet). */
  title: string;
  /** How it fills, or what to try instead. */
  hint?: string;
  action?: EmptyStateAction;
}

/**
 * What a list shows when it has no rows (a table's `emptyText`, the card view's empty line): what
 * the list is, a hint and, where there is one, the next step (register the first slot, clear the
 * search that found nothing).
 */
export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <p className="empty-state-title">{title}</p>
      {hint && <p className="empty-state-hint">{hint}</p>}
      {action &&
        (action.to ? (
          <Link className="button button-secondary button-small" to={action.to}>
            {action.label}
          </Link>
        ) : (
          <button type="button" className="button button-secondary button-small" onClick={action.onClick}>
            {action.label}
          </button>
        ))}
    </div>
  );
}

/** The empty state of a search that found nothing, with the way back to the whole list. */
export function NoSearchResults({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      title={commonMessages.emptySearchTitle}
      hint={commonMessages.emptySearchHint}
      action={{ label: commonMessages.clearSearch, onClick: onClear }}
    />
  );
}
