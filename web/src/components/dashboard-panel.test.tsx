import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatusCount } from "@/components/dashboard-panel";

describe("a dashboard status count", () => {
  it("keeps its kind's colour only when it is not zero", () => {
    render(
      <dl>
        <StatusCount className="crawl-count-failed" testId="failed" label="failed" count={0} text="0" />
        <StatusCount className="crawl-count-done" testId="done" label="done" count={3} text="3" />
      </dl>,
    );
    expect(screen.getByTestId("failed")).toHaveClass("dashboard-status", "crawl-count-failed", "dashboard-status-zero");
    expect(screen.getByTestId("done")).toHaveClass("dashboard-status", "crawl-count-done");
    expect(screen.getByTestId("done")).not.toHaveClass("dashboard-status-zero");
  });
});
