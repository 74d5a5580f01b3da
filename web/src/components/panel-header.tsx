import type { ReactNode } from "react";

/**
 * A panel's heading row: the h2 (whose `titleId` labels the panel) and its description, with any
 * buttons (`children`) at the end.
 */
export function PanelHeader(props: { titleId: string; title: string; description?: string; children?: ReactNode }) {
  const { titleId, title, description, children } = props;
  return (
    <header className="panel-header">
      <div>
        <h2 id={titleId} className="panel-title">
          {title}
        </h2>
        {description && <p className="panel-description">{description}</p>}
      </div>
      {children}
    </header>
  );
}
