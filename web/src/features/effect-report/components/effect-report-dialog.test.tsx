import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "@/components/toast";
import { EffectReportDialog } from "@/features/effect-report/components/effect-report-dialog";
import { effectReportMessages as messages } from "@/features/effect-report/messages";
import { ApiError } from "@/lib/api-client";

const downloads = vi.hoisted(() => ({
  calls: [] as string[],
  answer: (): Promise<string> => Promise.resolve("report.pdf"),
  job: null as null | Record<string, unknown>,
}));
vi.mock("@/lib/download", () => ({
  downloadFile: ({ url }: { url: string }) => {
    downloads.calls.push(url);
    return downloads.answer();
  },
  downloadFileOrJob: async ({ url }: { url: string }) => {
    downloads.calls.push(`POST ${url}`);
    return downloads.job ? { job: downloads.job } : { file: await downloads.answer() };
  },
}));
const polled = vi.hoisted(() => ({ job: null as null | Record<string, unknown> }));
vi.mock("@/features/effect-report/api", async (original) => ({
  ...(await original<typeof import("@/features/effect-report/api")>()),
  useReportJob: () => ({ data: polled.job ?? undefined, error: undefined }),
}));
vi.mock("@/lib/slots/format", async (original) => ({
  ...(await original<typeof import("@/lib/slots/format")>()),
  kstToday: () => "2026-11-26",
}));

function open(advertiser?: { id: number; name: string }) {
  const onClose = vi.fn();
  render(
    <ToastProvider>
      <EffectReportDialog advertiser={advertiser} onClose={onClose} />
    </ToastProvider>,
  );
  return onClose;
}

afterEach(() => {
  downloads.calls = [];
  downloads.answer = () => Promise.resolve("report.pdf");
  downloads.job = null;
  polled.job = null;
});

function reportJob(fields: Record<string, unknown>) {
  return { id: 5, userId: 7, format: "pdf", status: "queued", total: 250, succeeded: 0, failed: 0, ready: false,
    startDate: "2026-10-28", endDate: "2026-11-26", createdAt: "2026-11-26T00:00:00Z", finishedAt: null, ...fields };
}

describe("the effect report dialog", () => {
  it("opens on the last 30 days and downloads the staff's pick for that advertiser", async () => {
    const onClose = open({ id: 7, name: "Hong (adv7)" });
    expect(screen.getByRole("dialog", { name: messages.titleFor("Hong (adv7)") })).toBeInTheDocument();
    expect(screen.getByLabelText(messages.startLabel)).toHaveValue("2026-10-28");
    expect(screen.getByLabelText(messages.endLabel)).toHaveValue("2026-11-26");

    fireEvent.click(screen.getByRole("button", { name: messages.xlsx }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(downloads.calls).toEqual(["POST /api/reports/effect?startDate=2026-10-28&endDate=2026-11-26&format=xlsx&userId=7"]);
  });

  it("opens with the focus on its title, not inside a date input", () => {
    open({ id: 7, name: "Hong (adv7)" });
    const title = screen.getByRole("heading", { name: messages.titleFor("Hong (adv7)") });
    expect(document.activeElement).toBe(title);
    expect(title).toHaveAttribute("tabindex", "-1");
    expect(document.activeElement).not.toBe(screen.getByLabelText(messages.startLabel));
  });

  it("asks for both days, leaves which periods are allowed to the server and shows its refusal in place", async () => {
    downloads.answer = () => Promise.reject(new ApiError(400, "the period is refused"));
    const onClose = open();
    fireEvent.change(screen.getByLabelText(messages.startLabel), { target: { value: "" } });
    expect(screen.getByRole("alert")).toHaveTextContent(messages.missingDates);
    expect(screen.getByRole("button", { name: messages.pdf })).toBeDisabled();

    fireEvent.change(screen.getByLabelText(messages.startLabel), { target: { value: "2024-11-01" } });
    fireEvent.click(screen.getByRole("button", { name: messages.pdf }));

    expect(await screen.findByRole("alert")).toHaveTextContent("the period is refused");
    expect(downloads.calls).toEqual(["POST /api/reports/effect?startDate=2024-11-01&endDate=2026-11-26&format=pdf"]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a large report's job with its progress while it runs", async () => {
    downloads.job = reportJob({});
    polled.job = reportJob({ status: "running", succeeded: 100 });
    const onClose = open({ id: 7, name: "Hong (adv7)" });
    fireEvent.click(screen.getByRole("button", { name: messages.pdf }));

    expect(await screen.findByText(messages.jobIntro(250))).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: messages.progressLabel })).toHaveAttribute("aria-valuenow", "100");
    expect(screen.getByText(messages.progress(100, 250))).toBeInTheDocument();
    expect(screen.getByRole("button", { name: messages.pdf })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("offers a finished job's file and closes once it is downloaded", async () => {
    downloads.job = reportJob({ format: "xlsx" });
    polled.job = reportJob({ format: "xlsx", status: "done", succeeded: 250, ready: true });
    const onClose = open();
    fireEvent.click(screen.getByRole("button", { name: messages.xlsx }));

    expect(await screen.findByText(messages.ready)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: messages.xlsx }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(downloads.calls).toEqual([
      "POST /api/reports/effect?startDate=2026-10-28&endDate=2026-11-26&format=xlsx",
      "/api/reports/effect/jobs/5/file",
    ]);
  });
});
