import { useCallback, useState } from "react";
import { readPageSize, writePageSize, type PageSizeRule } from "@/lib/list-page";

/** A list's page size, remembered per user in localStorage as `rule` says. */
export function usePageSize(rule: PageSizeRule, userId: number): [number, (size: number) => void] {
  const [state, setState] = useState(() => ({ userId, size: readPageSize(rule, userId) }));
  // Another account signed in (developer switch): read that user's choice.
  const current = state.userId === userId ? state : { userId, size: readPageSize(rule, userId) };
  if (current !== state) setState(current);
  const update = useCallback(
    (size: number) => {
      writePageSize(rule, userId, size);
      setState({ userId, size });
    },
    [rule, userId],
  );
  return [current.size, update];
}
