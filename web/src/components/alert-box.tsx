import type { ReactNode } from "react";

interface AlertBoxProps {
  /** error: red box, role alert. info/warning/success: role status. */
  kind?: "error" | "info" | "warning" | "success";
  children: ReactNode;
  testId?: string;
}

/** An inline message box; errors use role="alert" so they are announced and easy to find. */
export function AlertBox({ kind = "error", children, testId }: AlertBoxProps) {
  return (
    <div role={kind === "error" ? "alert" : "status"} className={`alert alert-${kind}`} data-testid={testId}>
      {children}
    </div>
  );
}
