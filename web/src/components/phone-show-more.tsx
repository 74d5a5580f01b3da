import { useState, type ReactNode } from "react";
import { DisclosureButton } from "@/components/disclosure-button";
import { usePhone } from "@/hooks/use-phone";
import { commonMessages } from "@/lib/messages";

/** Items of a long list a phone shows before its "show more" button. */
export const PHONE_LIST_ITEMS = 5;

interface PhoneShowMoreProps<T> {
  items: readonly T[];
  /** The id of the list (or its box) the button opens. */
  controls: string;
  /** Renders the list of the items shown. */
  children: (shown: readonly T[]) => ReactNode;
  limit?: number;
}

/**
 * A long list that keeps a phone's page a few screens long: on a phone (640px and narrower) the first
 * `limit` items and a "show more" button that shows the rest ("show less" folds them again); wider, every item.
 */
export function PhoneShowMore<T>({ items, controls, children, limit = PHONE_LIST_ITEMS }: PhoneShowMoreProps<T>) {
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const folds = phone && items.length > limit;
  const shown = folds && !open ? items.slice(0, limit) : items;
  return (
    <>
      {children(shown)}
      {folds && (
        <DisclosureButton
          open={open}
          onToggle={() => setOpen((was) => !was)}
          controls={controls}
          label={open ? commonMessages.showLess : commonMessages.showMore(items.length - limit)}
          className="show-more-button"
        />
      )}
    </>
  );
}
