import { useCallback, useMemo, useState } from "react";
import { canSelect } from "@/features/slots/selection";
import type { SlotView } from "@/lib/slots/api";

/** Ticked slots (kept across pages until cleared); only selectable rows can be added. */
export function useSlotSelection() {
  const [selected, setSelected] = useState<Map<number, SlotView>>(() => new Map());

  const toggle = useCallback((slot: SlotView) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(slot.id)) next.delete(slot.id);
      else if (canSelect(slot)) next.set(slot.id, slot);
      return next;
    });
  }, []);

  /** Header checkbox: ticks every selectable row of `rows`, or unticks them when all already are. */
  const toggleAll = useCallback((rows: SlotView[]) => {
    const selectable = rows.filter(canSelect);
    setSelected((current) => {
      const next = new Map(current);
      const allTicked = selectable.length > 0 && selectable.every((slot) => next.has(slot.id));
      for (const slot of selectable) {
        if (allTicked) next.delete(slot.id);
        else next.set(slot.id, slot);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);

  /** Drops rows that are no longer selectable (after a pause, say), keeping the rest fresh. */
  const sync = useCallback((rows: SlotView[]) => {
    setSelected((current) => {
      let changed = false;
      const next = new Map(current);
      for (const row of rows) {
        if (!next.has(row.id)) continue;
        changed = true;
        if (canSelect(row)) next.set(row.id, row);
        else next.delete(row.id);
      }
      return changed ? next : current;
    });
  }, []);

  const ids = useMemo(() => new Set(selected.keys()), [selected]);
  return { selected, ids, toggle, toggleAll, clear, sync };
}
