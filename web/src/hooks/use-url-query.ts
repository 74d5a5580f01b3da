import { useRef } from "react";
import { useSearchParams, type NavigateOptions } from "react-router-dom";

/**
 * A list page's query kept in the URL (`lib/list-page.ts`): read from the search params with `read`,
 * written with `write`. `update` merges a change into the latest query, one not rendered yet
 * included: two changes in a row (a queue card, then a state filter, before the router has
 * rendered the first) both stay, where spreading the rendered query would drop the first.
 */
export function useUrlQuery<Q>(
  read: (params: URLSearchParams) => Q,
  write: (query: Q) => URLSearchParams,
  options?: NavigateOptions,
): [Q, (change: Partial<Q>) => void] {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  const query = read(params);
  // What was last written; forgotten once the address it wrote (or a newer one) renders.
  const latest = useRef({ rendered, query });
  if (latest.current.rendered !== rendered) latest.current = { rendered, query };
  const update = (change: Partial<Q>) => {
    const next = { ...latest.current.query, ...change };
    latest.current = { rendered: latest.current.rendered, query: next };
    setParams(write(next), options);
  };
  return [query, update];
}
