import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { LoadError } from "@/components/load-error";
import { Loading } from "@/components/loading";

/** A panel's read (an SWR answer) and what it says while it has no data. */
interface PanelLoad {
  error: unknown;
  isLoading: boolean;
  mutate: () => unknown;
  /** Shown when the failure carries no message of its own. */
  failed: string;
  loading: string;
  retryLabel?: string;
}

interface DashboardPanelProps {
  /** The heading's id (the section is labelled by it). */
  titleId: string;
  title: string;
  /** Classes after `panel dashboard-panel`. */
  className: string;
  /** A button-styled link to the full screen, at the heading's end. */
  link?: { to: string; label: string };
  /** Anything else at the heading's end. */
  aside?: ReactNode;
  testId?: string;
  /** The content; while it is absent (no data yet), the load's failure with a retry, or its loading line. */
  children?: ReactNode;
  load?: PanelLoad;
}

function LoadStatus({ load }: { load: PanelLoad }) {
  if (load.error) return <LoadError error={load.error} fallback={load.failed} onRetry={load.mutate} retryLabel={load.retryLabel} />;
  return load.isLoading ? <Loading label={load.loading} /> : null;
}

/** A panel of the admin dashboard: a heading row (with its link) over the panel's content. */
export function DashboardPanel({ titleId, title, className, link, aside, testId, children, load }: DashboardPanelProps) {
  return (
    <section className={`panel dashboard-panel ${className}`} aria-labelledby={titleId} data-testid={testId}>
      <div className="panel-header">
        <h2 id={titleId} className="panel-title">
          {title}
        </h2>
        {link && (
          <Link to={link.to} className="button button-secondary button-small">
            {link.label}
          </Link>
        )}
        {aside}
      </div>
      {children ?? (load && <LoadStatus load={load} />)}
    </section>
  );
}

interface StatusCountProps {
  /** Classes after `dashboard-status` (the kind's colour, e.g. `crawl-count-failed`). */
  className: string;
  label: string;
  count: number;
  /** The count as read (a count word from the catalogue). */
  text: string;
  testId?: string;
}

/**
 * One figure of a panel's status list (`dashboard-status-list`): coloured by its kind only when it
 * is not 0, as a zero needs no attention (zero failures in red read as an alarm).
 */
export function StatusCount({ className, label, count, text, testId }: StatusCountProps) {
  return (
    <div className={`dashboard-status ${className}${count === 0 ? " dashboard-status-zero" : ""}`} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{text}</dd>
    </div>
  );
}
