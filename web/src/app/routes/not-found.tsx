import { Link } from "react-router-dom";
import { pageMessages } from "@/lib/messages";

/** Any unknown address. */
export function NotFoundRoute() {
  return (
    <main className="not-found">
      <p className="not-found-code" aria-hidden="true">
        {pageMessages.notFoundCode}
      </p>
      <h1>{pageMessages.notFoundTitle}</h1>
      <p>{pageMessages.notFoundBody}</p>
      <Link className="button button-primary" to="/">
        {pageMessages.goHome}
      </Link>
    </main>
  );
}
