import { Link } from "react-router-dom";
import { pageMessages } from "@/lib/messages";

interface AccessDeniedProps {
  message?: string;
}

/** The panel an admin screen shows to a role that may not use it. */
export function AccessDenied({ message = pageMessages.accessDeniedBody }: AccessDeniedProps) {
  return (
    <section className="panel access-denied" aria-labelledby="access-denied-title">
      <div className="access-denied-icon" aria-hidden="true">
        !
      </div>
      <h1 id="access-denied-title">{pageMessages.accessDeniedTitle}</h1>
      <p>{message}</p>
      <Link className="button button-secondary" to="/">
        {pageMessages.goHome}
      </Link>
    </section>
  );
}
