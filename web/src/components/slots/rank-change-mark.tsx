import { commonMessages } from "@/lib/messages";
import type { RankChange } from "@/lib/slots/format";

/** The arrow and size of a day's change (green up, red down, grey flat); "-" when there is none. */
export function RankChangeMark({ change }: { change: RankChange | null }) {
  if (!change) return <span className="rank-change rank-none-change">{commonMessages.empty}</span>;
  return (
    <span className={change.className} title={change.description} data-direction={change.direction}>
      <span aria-hidden="true">{change.text}</span>
      <span className="visually-hidden">{change.description}</span>
    </span>
  );
}
