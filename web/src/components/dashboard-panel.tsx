import type { ReactNode } from "react";
import { Link } from "react-router-dom";

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
  children: ReactNode;
}

/** A panel of the admin dashboard: a heading row (with its link) over the panel's content. */
export function DashboardPanel({ titleId, title, className, link, aside, testId, children }: DashboardPanelProps) {
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
      {children}
    </section>
  );
}
