import { slotFieldMessages } from "@/lib/slots/messages";

/** Chips shown before "+N". */
const SHOWN = 3;

/** A slot's extra keywords under its keyword: small muted chips, "+N" when there are many. */
export function ExtraKeywords({ keywords }: { keywords: readonly string[] }) {
  if (keywords.length === 0) return null;
  const shown = keywords.slice(0, SHOWN);
  const rest = keywords.slice(SHOWN);
  return (
    <ul className="extra-keywords" aria-label={slotFieldMessages.extraKeywords} title={keywords.join(", ")}>
      {shown.map((keyword) => (
        <li key={keyword} className="keyword-chip">
          {keyword}
        </li>
      ))}
      {rest.length > 0 && (
        <li className="keyword-chip keyword-chip-more" title={rest.join(", ")}>
          <span aria-hidden="true">+{rest.length}</span>
          <span className="visually-hidden">{slotFieldMessages.moreKeywords(rest.length)}</span>
        </li>
      )}
    </ul>
  );
}
