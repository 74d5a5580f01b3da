import { useSearchParams } from "react-router-dom";
import useSWR, { useSWRConfig } from "swr";
import type { RankSlot } from "@/components/slots/rank-cell";
import { revalidateBalance, useBalance } from "@/features/cash/api";
import { EffectReportDialog } from "@/features/effect-report/components/effect-report-dialog";
import { RankHistoryModal } from "@/features/rank-history/components/rank-history-modal";
import { MySlots } from "@/features/slots/components/my-slots";
import { fetcher } from "@/lib/api-client";
import { useSession } from "@/lib/session";
import { useSiteSettings } from "@/lib/site-settings";
import { slotKeys, slotMarketPath } from "@/lib/slots/api";

/** The query parameter that opens a slot's rank history (a rank alert's button links to it). */
export const RANK_HISTORY_PARAM = "rankHistory";

/** `/slots?rankHistory=42`: the slot's rank history opens over the list; closing it drops the parameter. */
function RankHistoryFromLink() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get(RANK_HISTORY_PARAM));
  const { data } = useSWR<RankSlot>(Number.isInteger(id) && id > 0 ? slotKeys.detail(id) : null, fetcher);
  if (!data) return null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RANK_HISTORY_PARAM);
        return next;
      },
      { replace: true },
    );
  return <RankHistoryModal slot={data} onClose={close} marketHref={slotMarketPath(data.id, false)} />;
}

/**
 * /slots: the advertiser's own ad slots, their rank history, their effect report, and the balance a
 * registration (one slot or a bulk input) pays from.
 */
export function SlotsRoute() {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  const { mutate } = useSWRConfig();
  const balance = useBalance(settings.useCashSystem);
  if (!user) return null;
  return (
    <>
      <MySlots
        userId={user.id}
        // A registered slot was paid for: the sidebar balance reads the new amount.
        onSaved={settings.useCashSystem ? () => void revalidateBalance(mutate) : undefined}
        balance={balance.data?.balance ?? null}
        renderRankHistory={(slot, onClose) => <RankHistoryModal slot={slot} onClose={onClose} marketHref={slotMarketPath(slot.id, false)} />}
        renderReport={(close) => <EffectReportDialog onClose={close} />}
      />
      <RankHistoryFromLink />
    </>
  );
}
