import { DashboardPanel, StatusCount } from "@/components/dashboard-panel";
import { useChargeCounts, type ChargeCounts } from "@/features/cash/api";
import { cashMessages } from "@/features/cash/messages";
import "@/styles/cash.css";

/** The counts shown (the api also sends `cancelled`). */
const KEYS = ["pending", "approved", "rejected"] as const satisfies readonly (keyof ChargeCounts)[];

/** The admin dashboard's cash charge requests panel: pending, approved and rejected counts and a link to /admin/cash. */
export function CashDashboardSection() {
  const counts = useChargeCounts();
  const { data } = counts;
  return (
    <DashboardPanel
      titleId="dashboard-cash-title"
      title={cashMessages.dashboardTitle}
      className="cash-dashboard"
      link={{ to: "/admin/cash", label: cashMessages.dashboardLink }}
      load={{ ...counts, failed: cashMessages.dashboardFailed, loading: cashMessages.dashboardLoading, retryLabel: cashMessages.dashboardRetry }}
    >
      {data && (
        <dl className="dashboard-status-list cash-counts">
          {KEYS.map((key) => (
            <StatusCount
              key={key}
              className={`cash-count cash-count-${key}`}
              testId={`cash-count-${key}`}
              label={cashMessages.dashboardCounts[key]}
              count={Number(data[key]) || 0}
              text={cashMessages.dashboardCount(Number(data[key]) || 0)}
            />
          ))}
        </dl>
      )}
    </DashboardPanel>
  );
}
