import { commonMessages } from "@/lib/messages";
import type { SlotView } from "@/lib/slots/api";
import { ExtraKeywords } from "@/components/slots/extra-keywords";
import { extraKeywordsOf, fieldRole, slotFieldValue, type ListColumn } from "@/lib/slots/fields";
import { slotFieldMessages } from "@/lib/slots/messages";
import { displayUrl } from "@/lib/slots/url-rules";

/**
 * One dynamic field of a slot as the lists show it: addresses as links cut after vendorItemId, the
 * keyword with the slot's extra keywords under it.
 */
export function SlotFieldValue({ slot, column }: { slot: SlotView; column: ListColumn }) {
  const value = slotFieldValue(slot, column.fieldKey);
  if (!value.trim()) return <span className="cell-muted">{commonMessages.empty}</span>;
  if (column.fieldType === "boolean") {
    return <span>{value === "true" ? slotFieldMessages.booleanYes : commonMessages.empty}</span>;
  }
  if ((fieldRole(column.fieldKey) === "url" || column.fieldType === "url") && /^https?:\/\//i.test(value)) {
    const shown = fieldRole(column.fieldKey) === "url" && slot.displayUrl ? slot.displayUrl : displayUrl(value);
    return (
      <a className="slot-url" href={shown} target="_blank" rel="noopener noreferrer" title={shown}>
        {shown}
        <span className="visually-hidden"> ({slotFieldMessages.openUrl})</span>
      </a>
    );
  }
  if (fieldRole(column.fieldKey) === "keyword") {
    return (
      <>
        <span className="cell-strong slot-text">{value}</span>
        <ExtraKeywords keywords={extraKeywordsOf(slot)} />
      </>
    );
  }
  return <span className="slot-text">{value}</span>;
}
