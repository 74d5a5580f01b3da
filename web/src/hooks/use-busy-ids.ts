import { useCallback, useState } from "react";

/** The rows with a request under way (their buttons are disabled until it ends). */
export function useBusyIds(): { busyIds: ReadonlySet<number>; setBusy: (id: number, busy: boolean) => void } {
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());
  const setBusy = useCallback(
    (id: number, busy: boolean) =>
      setBusyIds((current) => {
        const next = new Set(current);
        if (busy) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return { busyIds, setBusy };
}
