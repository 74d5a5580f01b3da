import { useSWRConfig } from "swr";
import { revalidateBalance, useBalance } from "@/features/cash/api";
import { BulkRegistrationPage } from "@/features/slots/bulk/components/bulk-registration-page";
import { useSiteSettings } from "@/lib/site-settings";

/** /slots/bulk: bulk registration, with the balance the new slots are paid from (cash feature). */
export function SlotsBulkRoute() {
  const { settings } = useSiteSettings();
  const { mutate } = useSWRConfig();
  const balance = useBalance(settings.useCashSystem);
  return (
    <BulkRegistrationPage
      balance={balance.data?.balance ?? null}
      onRegistered={settings.useCashSystem ? () => void revalidateBalance(mutate) : undefined}
    />
  );
}
