import { useCallback, useState } from "react";
import { readPageSize, writePageSize } from "@/features/slots/list-state";

/** The /slots page size, remembered per user in localStorage (`slotsPageSize:{userId}`). */
export function usePageSize(userId: number): [number, (size: number) => void] {
  const [state, setState] = useState(() => ({ userId, size: readPageSize(userId) }));
  // Another account signed in (developer switch): read that user's choice.
  const current = state.userId === userId ? state : { userId, size: readPageSize(userId) };
  if (current !== state) setState(current);
  const update = useCallback(
    (size: number) => {
      writePageSize(userId, size);
      setState({ userId, size });
    },
    [userId],
  );
  return [current.size, update];
}
