import { useSWRConfig } from "swr";
import { revalidateBalance } from "@/features/cash/api";
import { RankHistoryModal } from "@/features/rank-history/components/rank-history-modal";
import { MySlots } from "@/features/slots/components/my-slots";
import { useSession } from "@/lib/session";
import { useSiteSettings } from "@/lib/site-settings";

/** /slots: the advertiser's own ad slots, their rank history, and the balance a registration pays from. */
export function SlotsRoute() {
  const { user } = useSession();
  const { settings } = useSiteSettings();
  const { mutate } = useSWRConfig();
  if (!user) return null;
  return (
    <MySlots
      userId={user.id}
      // A registered slot was paid for: the sidebar balance reads the new amount.
      onSaved={settings.useCashSystem ? () => void revalidateBalance(mutate) : undefined}
      renderRankHistory={(slot, onClose) => <RankHistoryModal slot={slot} onClose={onClose} />}
    />
  );
}
