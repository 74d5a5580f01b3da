import { commonMessages } from "@/lib/messages";
import type { RankChange } from "@/lib/slots/format";

/**
 * A change of rank as every screen shows it: the arrow and whole places ("▲3") in the direction's
 * colour (red up, blue down, grey flat), its words for screen readers; `worded` shows the words
 * themselves ("13 places up"), where the change is a figure of its own. "-" when there is none.
 */
export function RankChangeMark({ change, worded = false }: { change: RankChange | null; worded?: boolean }) {
  if (!change) return <span className="rank-change rank-none-change">{commonMessages.empty}</span>;
  if (worded) {
    return (
      <span className={change.className} data-direction={change.direction}>
        {change.description}
      </span>
    );
  }
  return (
    <span className={change.className} title={change.description} data-direction={change.direction}>
      <span aria-hidden="true">{change.text}</span>
      <span className="visually-hidden">{change.description}</span>
    </span>
  );
}
