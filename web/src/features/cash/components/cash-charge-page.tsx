import { PageHeader } from "@/components/page-header";
import { CashChargeForm } from "@/features/cash/components/cash-charge-form";
import { cashMessages } from "@/features/cash/messages";
import "@/styles/cash.css";

/** /cash and /cash/charge: the charge form as a page (cashChargeMode "page", and the menu's link). */
export function CashChargePage({ title }: { title: string }) {
  return (
    <div className="cash-page">
      <PageHeader title={title} description={cashMessages.chargeDescription} />
      <CashChargeForm variant="page" />
    </div>
  );
}
